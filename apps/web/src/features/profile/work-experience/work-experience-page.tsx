import { asciiDigits, PLACE_UNSET, type WorkExperienceForm, workExperienceSchemas } from '@portal/shared';
import { formatDate, formatIndianNumber } from '@portal/shared/basics';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n';
import { useLang } from '../../../lib/use-lang';
import { Field } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';
import { AddressBlock, placeIds } from '../address/address-block';
import { ListStep } from '../section/list-step';
import { PeriodFields } from '../section/period-fields';
import { useListStep } from '../section/use-list-step';
import type { ProfileUser } from '../use-profile-user';
import { stepPage } from '../wizard/profile-step-page';
import { workExperienceRequests } from './api';

const EMPTY: WorkExperienceForm = {
  NoExperience: 0,
  EstablishmentName: '',
  Address: '',
  Pincode: '',
  IsPincodeCorrect: 0,
  StateID: PLACE_UNSET,
  DistrictID: PLACE_UNSET,
  TalukaID: PLACE_UNSET,
  CityID: PLACE_UNSET,
  OtherCity: '',
  JobRole: '',
  FromDate: '',
  ToDate: '',
  SalaryPerMonth: '',
};
const FIELDS = Object.keys(EMPTY) as (keyof WorkExperienceForm)[];
// in the order of the form, for the error summary
const ids: Record<string, string> = {
  EstablishmentName: 'work-establishment',
  ...placeIds('', 'work'),
  JobRole: 'work-job-role',
  FromDate: 'work-from',
  ToDate: 'work-to',
  SalaryPerMonth: 'work-salary',
};

function WorkExperienceStep({ user }: { user: ProfileUser }) {
  // the address block's namespaces too: loaded with the page, not when Yes shows the form
  const { t } = useTranslation(['profile-work', 'profile', 'profile-address', 'msg']);
  const text = useMessageText();
  const lang = useLang();
  const queryClient = useQueryClient();
  const list = useListStep({
    user,
    step: 'WorkExperience',
    section: 'workExperience',
    draft: 'work-experience-entry',
    requests: workExperienceRequests,
    schema: workExperienceSchemas.item,
    empty: EMPTY,
    rowId: 'WorkExperienceRowID',
    noField: 'NoExperience',
    messages: { listRequired: 'work.listRequired', completed: 'work.completed', noFailed: 'work.processFailed' },
    addBeforeNext: true,
  });
  const { form } = list;
  const { errors } = form.formState;

  // the places' names in the list come in the page language: read them again when it changes
  const shownLang = useRef(lang);
  useEffect(() => {
    if (shownLang.current === lang) return;
    shownLang.current = lang;
    void queryClient.invalidateQueries({ queryKey: ['profile', 'workExperience'] });
  }, [lang, queryClient]);

  const amount = (salary: string) => {
    const value = Number(salary);
    // rupees with Indian grouping in the page's digits (docs/glossary.md: ₹1,25,000, ₹१,२५,०००)
    return Number.isFinite(value) ? `₹${formatIndianNumber(value, lang)}` : salary;
  };

  return (
    <ListStep
      list={list}
      ns="profile-work"
      ids={ids}
      titleId="work-form-title"
      texts={{
        failure: (message) => text('work.addFailed', { message }) ?? message,
        deleteFailure: (message) => text('work.deleteFailed', { message }) ?? message,
      }}
      question={{
        id: 'work-answer',
        name: 'HasWorkExperience',
        said: t('noExperience'),
      }}
      table={{
        caption: t('listCaption'),
        name: (row) => row.EstablishmentName,
        nameTitle: t('establishment'),
        columns: [
          { title: t('jobRole'), cell: (row) => row.JobRole },
          { title: t('place'), cell: (row) => [row.City, row.District].filter(Boolean).join(', ') },
          { title: t('fromDate'), cell: (row) => formatDate(row.FromDate, lang) },
          { title: t('toDate'), cell: (row) => formatDate(row.ToDate, lang) },
          { title: t('salary'), cell: (row) => amount(row.SalaryPerMonth) },
        ],
      }}
      edit={(row) => ({
        values: Object.fromEntries(FIELDS.map((key) => [key, row[key]])),
        focus: ids.EstablishmentName ?? '',
      })}
    >
      <Field
        id={ids.EstablishmentName ?? 'work-establishment'}
        label={t('establishment')}
        required
        maxLength={150}
        error={text(errors.EstablishmentName?.message)}
        {...form.register('EstablishmentName')}
      />
      <AddressBlock form={form} prefix="" legend={t('establishmentAddress')} ids={ids} />
      <Field
        id={ids.JobRole ?? 'work-job-role'}
        label={t('jobRole')}
        required
        maxLength={100}
        error={text(errors.JobRole?.message)}
        {...form.register('JobRole')}
      />
      <PeriodFields
        form={form}
        ns="profile-work"
        ids={{ FromDate: ids.FromDate ?? 'FromDate', ToDate: ids.ToDate ?? 'ToDate' }}
        error={(name) => text(errors[name]?.message)}
      />
      <Field
        id={ids.SalaryPerMonth ?? 'work-salary'}
        label={t('salary')}
        hint={t('salaryHint')}
        required
        inputMode="decimal"
        maxLength={12}
        autoComplete="off"
        error={text(errors.SalaryPerMonth?.message)}
        {...form.register('SalaryPerMonth', { setValueAs: (value) => asciiDigits(String(value ?? '')) })}
      />
    </ListStep>
  );
}

/** /WorkExperience: where a candidate or staff member has worked (spec part 2 §2 Work Experience). */
export default stepPage('WorkExperience', 'profile-work', WorkExperienceStep);
