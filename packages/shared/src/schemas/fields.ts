import { z } from 'zod';
import { CITY_OTHER, INT4_MAX, LIMITS } from '../constants';
import { todayInIndia } from '../format';
import { asciiDigits } from '../rules';
import { isRealDate, NAME_MAX } from '../values/fields';

/**
 * Field rules the account forms share (spec part 1 §5): passwords, profile IDs, names, mobiles, dates,
 * selects, ITI numbers and OTP codes. The browser forms pass the schemas built from them to
 * zodResolver, so a rule and its message key live here once. Messages are keys of i18n/accounts
 * (t('msg:accounts.…')) or i18n/common.
 */

/** 8–15 characters; 1 uppercase, 1 digit, 1 of @$!%*?&; only letters, digits and those symbols. */
export const PASSWORD_PATTERN = /^(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,15}$/;
export const passwordRule = () => z.string().regex(PASSWORD_PATTERN, { message: 'accounts.passwordRule' });

/** Profile ID: 13 characters (spec: inline 'Profile ID must be 13 characters'). */
export const profileIdRule = () =>
  z
    .string({ message: 'common.required' })
    .trim()
    .toUpperCase()
    .min(1, { message: 'common.required' })
    .length(LIMITS.profileIdLength, { message: 'accounts.profileIdLength' });

export const requiredText = (message: string, max = 100) =>
  z.string({ message }).trim().min(1, { message }).max(max, { message: 'accounts.textTooLong' });

/** A place select's id: -1 is not chosen; a city may be Other (-2) with its name in `otherCity`. */
export const placeId = (message: string, other = false) =>
  z
    .number({ message })
    .int({ message })
    .max(INT4_MAX, { message })
    .refine((v) => v > 0 || (other && v === CITY_OTHER), { message });

/** `pattern` or nothing: for a required field whose emptiness its `min(1)` reports. */
const OR_EMPTY = (pattern: RegExp) => new RegExp(`^(?:${pattern.source.slice(1, -1)})?$`, pattern.flags);

/** Names: letters of any script, spaces, dot, apostrophe, hyphen. */
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;
export const nameRule = (requiredMessage?: string) => {
  const base = z
    .string({ message: requiredMessage ?? 'accounts.nameInvalid' })
    .trim()
    .max(NAME_MAX, { message: 'accounts.nameTooLong' });
  return requiredMessage
    ? // '' matches the pattern: an empty name is one error, and checks across fields still run (no abort)
      base.min(1, { message: requiredMessage }).regex(OR_EMPTY(NAME_PATTERN), { message: 'accounts.nameInvalid' })
    : base.refine((v) => v === '' || NAME_PATTERN.test(v), { message: 'accounts.nameInvalid' }).default('');
};

/**
 * Mobile inputs accept digits only, exactly 10 (spec §5, §9), starting with 6, 7, 8 or 9 as every
 * Indian mobile number does: "0123456789" gets no OTP.
 */
const MOBILE_PATTERN = /^[6-9]\d{9}$/;
/** A mobile number; a form whose spec words differ names its own messages (Form A: required, then invalid). */
export const mobileNumberRule = (
  messages: { required: string; invalid: string } = {
    required: 'common.invalidMobile',
    invalid: 'common.invalidMobile',
  },
) =>
  z
    .string({ message: messages.required })
    .trim()
    // Devanagari digits count as typed (`asciiDigits`, as every pincode field reads them)
    .overwrite(asciiDigits)
    // '' matches the pattern: an empty number is one error, and checks across fields still run (no abort)
    .min(1, { message: messages.required })
    .regex(OR_EMPTY(MOBILE_PATTERN), { message: messages.invalid });
export const optionalMobileRule = (invalid = 'common.invalidMobile') =>
  z
    .string()
    .trim()
    .overwrite(asciiDigits)
    .max(10, { message: invalid })
    .refine((v) => v === '' || MOBILE_PATTERN.test(v), { message: invalid })
    .default('');

/** Date of birth: required, a real date (YYYY-MM-DD), not after today. */
export const dobRule = () =>
  z
    .string({ message: 'accounts.dobRequired' })
    .min(1, { message: 'accounts.dobRequired' })
    .max(10, { message: 'accounts.dobInvalid' })
    .refine(isRealDate, { message: 'accounts.dobInvalid' })
    .refine((v) => !isRealDate(v) || v <= todayInIndia(), { message: 'accounts.dobFuture' });

export const GENDER_CODES = ['M', 'F', 'T'] as const;
export const genderRule = () => z.enum(GENDER_CODES, { message: 'accounts.genderRequired' });

export const emailRule = () =>
  z
    .string({ message: 'accounts.emailRequired' })
    .trim()
    .min(1, { message: 'accounts.emailRequired' })
    .max(100, { message: 'accounts.emailInvalid' })
    .pipe(z.email({ message: 'accounts.emailInvalid' }));

/** Select values arrive as strings from the browser; 0 / '' mean "not chosen". */
export const securityQuestionIdRule = () =>
  z.coerce
    .number({ message: 'accounts.securityQuestionRequired' })
    .int({ message: 'accounts.securityQuestionRequired' })
    .min(1, { message: 'accounts.securityQuestionRequired' })
    .max(INT4_MAX, { message: 'accounts.securityQuestionRequired' });
export const securityAnswerRule = () => requiredText('accounts.securityAnswerRequired');

/** ITI registration number: starts with 2021 or 2022, then digits (spec §5, §9). */
export const ITI_REGISTRATION_PATTERN = /^(2021|2022)\d{4,12}$/;
export const itiRegistrationNoRule = () =>
  z
    .string({ message: 'accounts.itiNumberRequired' })
    .trim()
    .min(1, { message: 'accounts.itiNumberRequired' })
    .refine((v) => /^(2021|2022)/.test(v), { message: 'accounts.itiNumberPrefix' })
    .refine((v) => !/^(2021|2022)/.test(v) || ITI_REGISTRATION_PATTERN.test(v), {
      message: 'accounts.itiNumberInvalid',
    });

export const otpRule = () =>
  z
    .string({ message: 'accounts.otpRequired' })
    .trim()
    .min(1, { message: 'accounts.otpRequired' })
    .regex(/^\d{6}$/, { message: 'accounts.otpInvalid' });
