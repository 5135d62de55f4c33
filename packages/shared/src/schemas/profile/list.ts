import { z } from 'zod';
import { profileIdRule } from '../fields';
import { extendFields, userIdRule } from './common';

/**
 * What every list section shares (qualifications, trainings, languages, work experience): each entry
 * is a row with its own id field (`TrainingRowID`, …), added and replaced through one save endpoint
 * (no id: a new row; an id: that row, which must be the caller's) and deleted by id, for both roles
 * (docs/decisions/031).
 */

/** Most entries one list may hold: generous for a career, a bound for the database. */
export const MAX_LIST_ROWS = 30;

const placeholders = {
  UserLoginID: profileIdRule().optional(),
  PageCode: z.string().max(20).optional(),
  IPAddress: z.string().max(45).optional(),
};

type Shape = z.ZodRawShape;

/** Schemas of a list section from its entry fields, its row id field, cross-field rules and clean-up. */
export function listSchemas<F extends z.ZodObject, R extends string>(
  fields: F,
  rowId: R,
  rules: (value: z.output<F>, ctx: z.RefinementCtx) => void = () => {},
  clean: (value: z.output<F>) => Partial<z.output<F>> = () => ({}),
) {
  const optionalId = { [rowId]: userIdRule().optional() } as Record<R, z.ZodOptional<ReturnType<typeof userIdRule>>>;
  const requiredId = { [rowId]: userIdRule() } as Record<R, ReturnType<typeof userIdRule>>;
  const finish = <T extends z.ZodObject>(schema: T) =>
    schema
      .superRefine((value, ctx) => rules(value as z.output<F>, ctx))
      .transform((value) => ({ ...value, ...clean(value as z.output<F>) }));
  const withId = <S extends Shape>(shape: S) => extendFields(fields, { ...optionalId, ...shape });
  return {
    fields,
    rowId,
    /** One entry as the form checks it (its row id when editing). */
    item: finish(withId({})),
    save: {
      candidate: finish(withId({ CandidateID: userIdRule(), ...placeholders })),
      staff: finish(withId({ StaffID: userIdRule(), ...placeholders })),
    },
    remove: {
      candidate: z.object({ ...requiredId, CandidateID: userIdRule(), ...placeholders }),
      staff: z.object({ ...requiredId, StaffID: userIdRule(), ...placeholders }),
    },
    /** The list: every entry with its row id. */
    listResponse: z.object({ Status: z.literal('Success'), Data: z.array(extendFields(fields, requiredId)) }),
    /** A saved entry's row id, and the spec's success message. */
    saveResponse: z.object({ Status: z.literal('Success'), Message: z.string(), Data: z.object(requiredId) }),
  };
}

/** Staff reads of lists by GET (work experience): `StaffID` in the query. */
export const staffReadQuerySchema = z.object({ StaffID: userIdRule(), ...placeholders });
/** Candidate reads by path (`/get/:userId`). */
export const userIdParamsSchema = z.object({ userId: userIdRule() });
