import {
  type CaseDetail,
  type CaseKind,
  CITY_OTHER,
  GRIEVANCE_TYPES,
  INSTITUTE_TYPES,
  type Lang,
} from '@portal/shared';
import { Fragment, type ReactNode } from 'react';
import { type Key, useTranslation } from '../../i18n';
import './case-status-catalogs';
import './filed-form.css';

type Label = Key<'case-status'>;

/** A person's fields, the same in both blocks of Form A. */
const PERSON: Record<string, Label> = {
  firstName: 'complaint:firstName',
  middleName: 'complaint:middleName',
  lastName: 'complaint:lastName',
  email: 'complaint:email',
  primaryNumber: 'complaint:primaryNumber',
  secondaryNumber: 'complaint:secondaryNumber',
  address: 'complaint:address',
  pinCode: 'complaint:pinCode',
};
/** An address block's place fields, labelled as the shared place fields label them (ui/domain/place-fields). */
const PLACES: Record<string, Label> = {
  state: 'form:place.state',
  district: 'form:place.district',
  taluka: 'form:place.taluka',
  city: 'form:place.city',
  otherCity: 'form:place.otherCity',
};
const INSTITUTE: Record<string, Label> = {
  instituteName: 'complaint:instituteName',
  instituteType: 'complaint:instituteType',
  ownerFirstName: 'complaint:ownerFirstName',
  ownerMiddleName: 'complaint:ownerMiddleName',
  ownerLastName: 'complaint:ownerLastName',
  email: 'complaint:instituteEmail',
  mobileNumber: 'complaint:instituteMobile',
  website: 'complaint:website',
  instituteAddress: 'complaint:instituteAddress',
  institutePinCode: 'complaint:institutePinCode',
};
const inBlock = (block: string, labels: Record<string, Label>) =>
  Object.fromEntries(Object.entries(labels).map(([key, label]) => [`${block}.${key}`, label]));

type Section = { heading?: Label; labels: Record<string, Label> };
/**
 * A kind's form as the filer saw it: its sections in order, each with the label of each stored field
 * (the form's own catalog entry) by the field's path as the case page's endpoint lists it. The stored
 * form's own key order is not kept (jsonb), so this order is the form's.
 */
const SECTIONS: Record<CaseKind, Section[]> = {
  complaint: [
    {
      labels: {
        isRegistered: 'complaint:registered',
        profileId: 'complaint:profileId',
        statedProfileId: 'case-status:statedProfileId',
      },
    },
    { heading: 'complaint:sections.complainant', labels: inBlock('complainant', { ...PERSON, ...PLACES }) },
    { heading: 'complaint:sections.institute', labels: inBlock('institute', { ...INSTITUTE, ...PLACES }) },
    { heading: 'complaint:sections.details', labels: { complaintDetails: 'complaint:details' } },
    { heading: 'complaint:sections.documents', labels: { documents: 'complaint:documentName' } },
    {
      heading: 'complaint:sections.declaration',
      labels: { declaration: 'complaint:declaration', place: 'complaint:place' },
    },
  ],
  grievance: [
    {
      labels: {
        name: 'grievance:form.name',
        email: 'grievance:form.email',
        primaryNumber: 'grievance:form.mobile',
        grievanceType: 'grievance:form.type',
        subject: 'grievance:form.subject',
        description: 'grievance:form.description',
      },
    },
  ],
};

/** The words of a chosen value, by field and stored value, as the form offered it. */
const CITY_CHOICES: Record<string, Label> = { [CITY_OTHER]: 'case-status:cityOther' };
const CHOICES: Record<CaseKind, Record<string, Record<string, Label>>> = {
  complaint: {
    isRegistered: { yes: 'complaint:yes', no: 'complaint:no' },
    declaration: { true: 'complaint:yes' },
    'institute.instituteType': Object.fromEntries(INSTITUTE_TYPES.map((v) => [v, `complaint:type.${v}` as const])),
    'complainant.city': CITY_CHOICES,
    'institute.city': CITY_CHOICES,
  },
  grievance: {
    grievanceType: Object.fromEntries(GRIEVANCE_TYPES.map((v) => [v, `grievance:form.type.${v}` as const])),
  },
};

export type FiledField = CaseDetail['fields'][number];
type Field = FiledField;

/**
 * What the filer wrote, on the console's case page and in the filer's own status check (issue 23 item
 * 8): the form's sections in the form's order, each field under the label the filer saw (English or
 * Marathi with the page), places by name (the endpoint names
 * them) and choices in words; a field the form does not have (an older form) last, under its path.
 * Plain text only.
 */
export function FiledForm({ kind, fields }: { kind: CaseKind; fields: Field[] }) {
  // only the kind's own catalog: a page of one kind has not registered the other's
  const { t, i18n } = useTranslation(
    kind === 'complaint' ? ['case-status', 'complaint', 'form'] : ['case-status', 'grievance'],
  );
  const lang = i18n.language as Lang;
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const sections = SECTIONS[kind];
  const known = new Set(sections.flatMap((section) => Object.keys(section.labels)));
  const groups = [
    ...sections.map((section) => ({
      heading: section.heading,
      rows: Object.entries(section.labels).flatMap(([key, label]) => {
        const field = byKey.get(key);
        return field ? [{ field, label: t(label) as ReactNode }] : [];
      }),
    })),
    {
      heading: undefined,
      rows: fields.filter((f) => !known.has(f.key)).map((field) => ({ field, label: <code>{field.key}</code> })),
    },
  ].filter((group) => group.rows.length > 0);
  const value = ({ key, value, place }: Field) => {
    if (place) return lang === 'mr' ? place.nameMr : place.nameEn;
    const choices = Object.hasOwn(CHOICES[kind], key) ? CHOICES[kind][key] : undefined;
    const choice = choices && Object.hasOwn(choices, value) ? choices[value] : undefined;
    return choice ? t(choice) : value;
  };

  return groups.map((group) => (
    <Fragment key={group.rows[0]?.field.key}>
      {group.heading && <h3>{t(group.heading)}</h3>}
      <dl className="filed-form">
        {group.rows.map(({ field, label }) => (
          <div key={field.key} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value(field)}</dd>
          </div>
        ))}
      </dl>
    </Fragment>
  ));
}
