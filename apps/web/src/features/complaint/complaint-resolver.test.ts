import { COMPLAINT_DETAILS_MAX, LIMITS } from '@portal/shared';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { complaintResolver, EMPTY, type FormValues } from './complaint-values';

/**
 * Form A's checks in the browser (issue 17 "Tests that catch what they claim"): the page's resolver,
 * on both sides of each shared limit, and an empty form naming every required field with its own
 * message (the server's side: apps/server/src/modules/cases/form-rules.test.ts).
 */
const MOBILE = '9876543210';
const places = { state: 27, district: 4, taluka: 17, city: 300, otherCity: '' };
const VALID: FormValues = {
  ...EMPTY,
  isRegistered: 'no',
  complainant: {
    ...EMPTY.complainant,
    firstName: 'Asha',
    lastName: 'Patil',
    email: 'asha@example.in',
    primaryNumber: MOBILE,
    address: '12 FC Road',
    pinCode: '411001',
    ...places,
  },
  institute: {
    ...EMPTY.institute,
    instituteName: 'Quick Diploma Centre',
    instituteType: 'college',
    instituteAddress: 'Sitabuldi',
    institutePinCode: '440001',
    ...places,
  },
  complaintDetails: 'Runs courses without affiliation.',
  account: { password: 'Vet@Skill42', confirmPassword: 'Vet@Skill42' },
  place: 'Pune',
  declaration: true,
  CaptchaId: 'c0ffee',
  CaptchaText: 'AB12CD',
};

/** The resolver's errors as `path: message key`. */
async function errorsOf(values: FormValues) {
  const result = await complaintResolver(() => MOBILE)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const out: Record<string, string> = {};
  const walk = (node: FieldErrors | undefined, prefix: string) => {
    for (const [key, value] of Object.entries(node ?? {})) {
      if (!value || typeof value !== 'object') continue;
      if (typeof (value as { message?: unknown }).message === 'string')
        out[`${prefix}${key}`] = value.message as string;
      else walk(value as FieldErrors, `${prefix}${key}.`);
    }
  };
  walk(result.errors as FieldErrors, '');
  return out;
}

const password = (length: number) => `Ab1@${'x'.repeat(length - 4)}`;
const withPassword = (length: number): FormValues => ({
  ...VALID,
  account: { password: password(length), confirmPassword: password(length) },
});

describe("Form A's checks in the browser", () => {
  it('accepts the complete form', async () => {
    expect(await errorsOf(VALID)).toEqual({});
  });

  it.each([
    [`details of ${COMPLAINT_DETAILS_MAX}`, { ...VALID, complaintDetails: 'a'.repeat(COMPLAINT_DETAILS_MAX) }, {}],
    [
      `details of ${COMPLAINT_DETAILS_MAX + 1}`,
      { ...VALID, complaintDetails: 'a'.repeat(COMPLAINT_DETAILS_MAX + 1) },
      { complaintDetails: 'complaint.detailsTooLong' },
    ],
    [`a password of ${LIMITS.passwordMin}`, withPassword(LIMITS.passwordMin), {}],
    [
      `a password of ${LIMITS.passwordMin - 1}`,
      withPassword(LIMITS.passwordMin - 1),
      { 'account.password': 'accounts.passwordRule' },
    ],
    [`a password of ${LIMITS.passwordMax}`, withPassword(LIMITS.passwordMax), {}],
    [
      `a password of ${LIMITS.passwordMax + 1}`,
      withPassword(LIMITS.passwordMax + 1),
      { 'account.password': 'accounts.passwordRule' },
    ],
  ] as const)('%s', async (_name, values, errors) => {
    expect(await errorsOf(values as FormValues)).toEqual(errors);
  });

  it('names every required field of an empty form with its own message', async () => {
    expect(await errorsOf(EMPTY)).toEqual({
      isRegistered: 'complaint.selectOption',
      'complainant.firstName': 'complaint.firstNameRequired',
      'complainant.email': 'complaint.emailRequired',
      'complainant.primaryNumber': 'complaint.primaryNumberRequired',
      'complainant.address': 'complaint.addressRequired',
      'complainant.pinCode': 'complaint.pinCodeRequired',
      'complainant.state': 'complaint.stateRequired',
      'complainant.district': 'complaint.districtRequired',
      'complainant.taluka': 'complaint.talukaRequired',
      'complainant.city': 'complaint.cityRequired',
      'institute.instituteName': 'complaint.instituteNameRequired',
      'institute.instituteType': 'complaint.instituteTypeRequired',
      'institute.instituteAddress': 'complaint.instituteAddressRequired',
      'institute.institutePinCode': 'complaint.institutePinCodeRequired',
      'institute.state': 'complaint.stateRequired',
      'institute.district': 'complaint.districtRequired',
      'institute.taluka': 'complaint.talukaRequired',
      'institute.city': 'complaint.cityRequired',
      complaintDetails: 'complaint.detailsRequired',
      'account.password': 'accounts.passwordRule',
      'account.confirmPassword': 'accounts.confirmPasswordRequired',
      place: 'complaint.placeRequired',
      declaration: 'complaint.declarationRequired',
      CaptchaId: 'accounts.captchaRequired',
      CaptchaText: 'accounts.captchaRequired',
    });
  });

  it('asks to verify a primary number other than the one the OTP verified', async () => {
    const values = { ...VALID, complainant: { ...VALID.complainant, primaryNumber: '9123456780' } };
    expect(await errorsOf(values)).toEqual({ 'complainant.primaryNumber': 'complaint.verifyMobile' });
  });
});
