import { z } from 'zod';
import { INT4_MAX } from '../../constants';
import { fieldIssue, optionalText, sectionSchemas } from './common';
import { listSchemas } from './list';

/**
 * Additional details (spec part 2 §2 Additional Details, §3 additional record and language known, §5,
 * §8): blood group and mother tongue (one record), and the languages the user knows (a list). The
 * record is saved only once at least one language is (the server checks; §5).
 */

/** A chosen master id (blood group, language); 0 or missing when none is chosen. */
const chosenId = (message = 'profile.required') =>
  z.number({ message }).int({ message }).min(0, { message }).max(INT4_MAX, { message }).default(0);

const additionalFields = z.object({
  BloodGroupID: chosenId(),
  MotherTongueID: chosenId(),
});

/** Blood group and mother tongue are both required ('Required'). */
export const additionalSchemas = sectionSchemas(additionalFields, (v, ctx) => {
  if (v.BloodGroupID < 1) fieldIssue(ctx, 'BloodGroupID');
  if (v.MotherTongueID < 1) fieldIssue(ctx, 'MotherTongueID');
});
export type AdditionalRecord = z.output<typeof additionalSchemas.record>;
export type AdditionalForm = z.input<typeof additionalSchemas.record>;

const flag = () => z.union([z.literal(0), z.literal(1)], { message: 'common.invalidInput' }).default(0);
/** The spec's text version of a flag ('Yes' / 'No'); sent by the spec's client, set from the flag on save. */
const flagText = () => z.enum(['Yes', 'No'], { message: 'common.invalidInput' }).default('No');
const asText = (value: 0 | 1) => (value === 1 ? ('Yes' as const) : ('No' as const));

const languageFields = z.object({
  LanguageID: chosenId(),
  /** The language's name as the client showed it (the page shows the master list's name of the id). */
  Language: optionalText(50),
  Read: flag(),
  ReadStr: flagText(),
  Write: flag(),
  WriteStr: flagText(),
  Speak: flag(),
  SpeakStr: flagText(),
});

/** A language needs a language and at least one of read, write, speak; the text versions follow the flags. */
export const languageSchemas = listSchemas(
  languageFields,
  'LanguageRowID',
  (v, ctx) => {
    if (v.LanguageID < 1) fieldIssue(ctx, 'LanguageID');
    if (v.Read === 0 && v.Write === 0 && v.Speak === 0) fieldIssue(ctx, 'Read', 'additional.abilityRequired');
  },
  (v) => ({ ReadStr: asText(v.Read), WriteStr: asText(v.Write), SpeakStr: asText(v.Speak) }),
);
export type LanguageEntry = z.output<typeof languageSchemas.item>;
export type LanguageForm = z.input<typeof languageSchemas.item>;
export type LanguageRow = z.output<typeof languageSchemas.listResponse>['Data'][number];
