import { type InstituteType, PLACE_UNSET, todayInIndia } from '@portal/shared';
import type { Path } from 'react-hook-form';
import { type LazyResolver, lazySchemaResolver, withVerifiedMobile } from '../../lib/schema-resolver';

/** The complaint form's values as the browser holds them (the shared schema parses them on submit). */
type Places = { state: number; district: number; taluka: number; city: number; otherCity: string };
export type FormValues = {
  isRegistered: '' | 'yes' | 'no';
  profileId: string;
  complainant: {
    firstName: string;
    middleName: string;
    lastName: string;
    email: string;
    primaryNumber: string;
    secondaryNumber: string;
    address: string;
    pinCode: string;
  } & Places;
  institute: {
    instituteName: string;
    instituteType: '' | InstituteType;
    ownerFirstName: string;
    ownerMiddleName: string;
    ownerLastName: string;
    email: string;
    mobileNumber: string;
    website: string;
    instituteAddress: string;
    institutePinCode: string;
  } & Places;
  complaintDetails: string;
  account: { password: string; confirmPassword: string };
  place: string;
  declaration: boolean;
  CaptchaId: string;
  CaptchaText: string;
};
export type ValuePath = Path<FormValues>;
export type Block = 'complainant' | 'institute';

const places = (): Places => ({
  state: PLACE_UNSET,
  district: PLACE_UNSET,
  taluka: PLACE_UNSET,
  city: PLACE_UNSET,
  otherCity: '',
});

export const EMPTY: FormValues = {
  isRegistered: '',
  profileId: '',
  complainant: {
    firstName: '',
    middleName: '',
    lastName: '',
    email: '',
    primaryNumber: '',
    secondaryNumber: '',
    address: '',
    pinCode: '',
    ...places(),
  },
  institute: {
    instituteName: '',
    instituteType: '',
    ownerFirstName: '',
    ownerMiddleName: '',
    ownerLastName: '',
    email: '',
    mobileNumber: '',
    website: '',
    instituteAddress: '',
    institutePinCode: '',
    ...places(),
  },
  complaintDetails: '',
  account: { password: '', confirmPassword: '' },
  place: '',
  declaration: false,
  CaptchaId: '',
  CaptchaText: '',
};

/** The id of a field's control (what an error-summary link focuses): `cmp-complainant-email`. */
export const fieldId = (path: string) => `cmp-${path.replaceAll('.', '-')}`;

const block = (name: Block, keys: string[]) => keys.map((key) => `${name}.${key}`);
const PLACE_KEYS = ['state', 'district', 'taluka', 'city', 'otherCity'];

/** Every field in the order of the form: the error summary lists errors in this order. */
export const FIELD_ORDER: string[] = [
  'isRegistered',
  'profileId',
  ...block('complainant', [
    'firstName',
    'middleName',
    'lastName',
    'email',
    'primaryNumber',
    'secondaryNumber',
    'address',
    'pinCode',
    ...PLACE_KEYS,
  ]),
  ...block('institute', [
    'instituteName',
    'instituteType',
    'ownerFirstName',
    'ownerMiddleName',
    'ownerLastName',
    'email',
    'mobileNumber',
    'website',
    'instituteAddress',
    'institutePinCode',
    ...PLACE_KEYS,
  ]),
  'complaintDetails',
  'account.password',
  'account.confirmPassword',
  'declaration',
  'place',
  'CaptchaText',
];
/** Each field's element id, in the form's order (the error summary's links). */
export const FIELD_IDS = Object.fromEntries(FIELD_ORDER.map((path) => [path, fieldId(path)]));

/** Today in India as the form shows it: dd-mm-yyyy. */
export function todayShown(now = new Date()) {
  const [y, m, d] = todayInIndia(now).split('-');
  return `${d}-${m}-${y}`;
}

const schemaResolver = lazySchemaResolver<FormValues>(() =>
  import('@portal/shared/schemas/complaint').then((m) => m.complaintFormSchema),
);
/**
 * The form's resolver: the shared schema checks the fields (the server runs the same); on top, the
 * primary number must be the one the OTP verified (`verifiedMobile()`, read at each check).
 */
export const complaintResolver = (verifiedMobile: () => string): LazyResolver<FormValues, FormValues> =>
  withVerifiedMobile(schemaResolver, {
    path: 'complainant.primaryNumber',
    message: 'complaint.verifyMobile',
    verifiedMobile,
  });
