import { z } from 'zod';
import {
  candidateReadQuerySchema,
  checkPeriod,
  dateText,
  fieldIssue,
  optionalText,
  staffReadBodySchema,
  userIdRule,
} from './common';
import { listSchemas } from './list';

/**
 * Trainings (spec part 2 §3 training, §4, §5, §8). "No" is saved as one 'No Training' entry
 * (`NoTraining: 1`), which replaces every other entry; adding a training removes it.
 */
const trainingFields = z.object({
  NoTraining: z.union([z.literal(0), z.literal(1)]).default(0),
  Course: optionalText(100),
  CourseConductedBy: optionalText(100),
  FromDate: dateText(),
  ToDate: dateText(),
  /** 'NA' or '' when no certificate (it is optional). */
  CertificatePath: z.string().max(200).default(''),
});

export const trainingSchemas = listSchemas(
  trainingFields,
  'TrainingRowID',
  (v, ctx) => {
    if (v.NoTraining === 1) return;
    if (!v.Course) fieldIssue(ctx, 'Course', 'training.courseRequired');
    if (!v.CourseConductedBy) fieldIssue(ctx, 'CourseConductedBy', 'training.conductorRequired');
    checkPeriod(
      ctx,
      { from: v.FromDate, to: v.ToDate },
      {
        fromField: 'FromDate',
        toField: 'ToDate',
        fromRequired: 'training.fromRequired',
        toRequired: 'training.toRequired',
        order: 'training.toBeforeFrom',
      },
    );
  },
  (v) =>
    v.NoTraining === 1
      ? { Course: 'No Training', CourseConductedBy: '', FromDate: '', ToDate: '', CertificatePath: '' }
      : { CertificatePath: v.CertificatePath === 'NA' ? '' : v.CertificatePath },
);
export type TrainingEntry = z.output<typeof trainingSchemas.item>;
export type TrainingForm = z.input<typeof trainingSchemas.item>;

/** One training by its row id: a candidate asks with GET, a staff member with POST. */
export const trainingOneQuerySchema = candidateReadQuerySchema.safeExtend({ TrainingRowID: userIdRule() });
export const trainingOneBodySchema = staffReadBodySchema.extend({ TrainingRowID: userIdRule() });
export const trainingOneResponseSchema = z.object({
  Status: z.literal('Success'),
  Data: trainingSchemas.listResponse.shape.Data.element,
});
export type TrainingRow = z.output<typeof trainingOneResponseSchema>['Data'];
