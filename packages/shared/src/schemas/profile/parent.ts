import { z } from 'zod';
import { nameRule } from '../fields';
import { fieldIssue, sectionSchemas } from './common';

/** Parent/guardian and marital status (spec part 2 §3 parent record, §4, §5). */

export const SPOUSE_TITLES = ['Mr', 'Mrs', 'Ms', 'Dr'] as const;
export const MARITAL_STATUSES = ['M', 'U'] as const;

const parentFields = z.object({
  IsOrphan: z.union([z.literal(0), z.literal(1)], { message: 'profile.selectOption' }),
  FatherFirstName: nameRule(),
  FatherMiddleName: nameRule(),
  FatherLastName: nameRule(),
  MotherFirstName: nameRule(),
  MotherMiddleName: nameRule(),
  MotherLastName: nameRule(),
  MaritalStatus: z.enum(MARITAL_STATUSES, { message: 'profile.selectOption' }),
  SpouseTitle: z.union([z.enum(SPOUSE_TITLES), z.literal('')], { message: 'profile.required' }).default(''),
  SpouseFirstName: nameRule(),
  SpouseMiddleName: nameRule(),
  SpouseLastName: nameRule(),
});

/**
 * Not an orphan: father's and mother's first names required; married: spouse title and first name.
 * An orphan's parents' names and an unmarried person's spouse are blanked on save (§4): nothing stale
 * is kept.
 */
export const parentSchemas = sectionSchemas(
  parentFields,
  (v, ctx) => {
    if (v.IsOrphan === 0) {
      if (!v.FatherFirstName) fieldIssue(ctx, 'FatherFirstName');
      if (!v.MotherFirstName) fieldIssue(ctx, 'MotherFirstName');
    }
    if (v.MaritalStatus === 'M') {
      if (!v.SpouseTitle) fieldIssue(ctx, 'SpouseTitle');
      if (!v.SpouseFirstName) fieldIssue(ctx, 'SpouseFirstName');
    }
  },
  (v) => ({
    ...(v.IsOrphan === 1
      ? {
          FatherFirstName: '',
          FatherMiddleName: '',
          FatherLastName: '',
          MotherFirstName: '',
          MotherMiddleName: '',
          MotherLastName: '',
        }
      : {}),
    ...(v.MaritalStatus === 'U'
      ? { SpouseTitle: '' as const, SpouseFirstName: '', SpouseMiddleName: '', SpouseLastName: '' }
      : {}),
  }),
);
export type ParentRecord = z.output<typeof parentSchemas.record>;
export type ParentForm = z.input<typeof parentSchemas.record>;
