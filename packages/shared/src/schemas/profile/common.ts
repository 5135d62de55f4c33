import { z } from 'zod';
import { INT4_MAX, USER_TYPES } from '../../constants';
import { isRealDate } from '../../values/fields';
import { profileIdRule } from '../fields';

/**
 * What every profile section shares (API.md "Profile"; spec part 2 §2–§9). Candidate and staff fill
 * in the same sections through different endpoints and id fields: one schema per section, wrapped
 * per role here, never two copies (docs/decisions/031).
 */

export const PROFILE_ROLES = ['candidate', 'staff'] as const;
export type ProfileRole = (typeof PROFILE_ROLES)[number];

/** The user type each role's endpoints serve (API.md: candidate 91 only, staff 95 only). */
export const PROFILE_ROLE_USER_TYPE = { candidate: USER_TYPES.candidate, staff: USER_TYPES.staff } as const;

/** The wizard's role of a signed-in user type, or null for users without a profile (officers). */
export function profileRoleOf(userTypeId: number): ProfileRole | null {
  if (userTypeId === USER_TYPES.candidate) return 'candidate';
  if (userTypeId === USER_TYPES.staff) return 'staff';
  return null;
}

/** A numeric user id (the last 6 digits of the profile ID); strings from a query are coerced. */
export const userIdRule = () =>
  z.coerce
    .number({ message: 'common.invalidInput' })
    .int({ message: 'common.invalidInput' })
    .min(1, { message: 'common.invalidInput' })
    .max(INT4_MAX, { message: 'common.invalidInput' });

/** The placeholders the spec sends with every profile call (§7: fixed values); accepted and ignored. */
const placeholders = {
  UserLoginID: profileIdRule().optional(),
  PageCode: z.string().max(20).optional(),
  IPAddress: z.string().max(45).optional(),
};

/** Candidate reads: GET with `candidateId` (or `CandidateID`, as the spec's category call writes it). */
export const candidateReadQuerySchema = z
  .object({ candidateId: userIdRule().optional(), CandidateID: userIdRule().optional(), ...placeholders })
  .refine((q) => q.candidateId !== undefined || q.CandidateID !== undefined, {
    message: 'common.invalidInput',
    path: ['candidateId'],
  });
/** Staff reads: POST with `StaffID` in the body. */
export const staffReadBodySchema = z.object({ StaffID: userIdRule(), ...placeholders });

/**
 * `fields.extend(shape)` keeping the types: called on a generic `F`, zod's own `extend` answers the
 * constraint's shape and the fields' types are lost.
 */
export const extendFields = <F extends z.ZodObject, S extends z.ZodRawShape>(fields: F, shape: S) =>
  fields.extend(shape) as unknown as z.ZodObject<Omit<F['shape'], keyof S> & S>;

/**
 * The schemas of a one-record section from its fields, its cross-field rules and its clean-up (what a
 * choice makes irrelevant is blanked): the record as the form checks it, the save body per role (the
 * record plus `CandidateID` or `StaffID`), and the read answer.
 */
export function sectionSchemas<F extends z.ZodObject>(
  fields: F,
  rules: (value: z.output<F>, ctx: z.RefinementCtx) => void = () => {},
  clean: (value: z.output<F>) => Partial<z.output<F>> = () => ({}),
) {
  const finish = <T extends z.ZodObject>(schema: T) =>
    schema
      .superRefine((value, ctx) => rules(value as z.output<F>, ctx))
      .transform((value) => ({ ...value, ...clean(value as z.output<F>) }));
  return {
    /** The fields alone: a stored record is read back through them. */
    fields,
    record: finish(fields),
    save: {
      candidate: finish(extendFields(fields, { CandidateID: userIdRule(), ...placeholders })),
      staff: finish(extendFields(fields, { StaffID: userIdRule(), ...placeholders })),
    },
    response: sectionResponse(fields),
  };
}

/** A rule's failure on one field (a cross-field rule of `sectionSchemas`). */
export const fieldIssue = (ctx: z.RefinementCtx, path: string, message = 'profile.required') =>
  ctx.addIssue({ code: 'custom', message, path: [path] });

/** Answer of a section read: the saved record, or null before the first save. */
export const sectionResponse = <T extends z.ZodType>(record: T) =>
  z.object({ Status: z.literal('Success'), Data: record.nullable() });

/** Answer of a save: the spec's `{Status, Message}` (Message is the success text in the caller's language). */
export const saveResponseSchema = z.object({ Status: z.literal('Success'), Message: z.string() });

/** Optional text that is '' when not given (a cleared field), bounded. */
export const optionalText = (max = 100) => z.string().trim().max(max, { message: 'accounts.textTooLong' }).default('');

/** A date field as text (YYYY-MM-DD, '' when not given): the section's rules say when it is required. */
export const dateText = () => z.string().trim().max(10, { message: 'profile.dateInvalid' }).default('');

/**
 * The usual checks of a from–to pair of `dateText` fields: each given (`requiredKeys`), a real date,
 * and the end not before the start (`orderKey`, on the end field).
 */
export function checkPeriod(
  ctx: z.RefinementCtx,
  period: { from: string; to: string },
  keys: { fromField: string; toField: string; fromRequired: string; toRequired: string; order: string },
) {
  const { from, to } = period;
  if (!from) fieldIssue(ctx, keys.fromField, keys.fromRequired);
  else if (!isRealDate(from)) fieldIssue(ctx, keys.fromField, 'profile.dateInvalid');
  if (!to) fieldIssue(ctx, keys.toField, keys.toRequired);
  else if (!isRealDate(to)) fieldIssue(ctx, keys.toField, 'profile.dateInvalid');
  else if (from && isRealDate(from) && to < from) fieldIssue(ctx, keys.toField, keys.order);
}
