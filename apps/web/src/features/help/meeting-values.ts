import type { MeetingRequest, MeetingSlotState } from '@portal/shared';
import { type LazyResolver, lazySchemaResolver, withVerifiedMobile } from '../../lib/schema-resolver';

/** The meeting form's values as the browser holds them (the shared schema parses them on Schedule). */
export type Values = {
  name: string;
  /** The district's id once one is chosen; '' until then (the schema's "District is required"). */
  district: number | '';
  title: string;
  /** The day the visitor chose; '' for none: the form shows the first day with a free slot (`shownDate`). */
  date: string;
  time: string;
  mobileNumber: string;
};
export type FieldName = keyof Values;
export const EMPTY: Values = { name: '', district: '', title: '', date: '', time: '', mobileNumber: '' };

/** Each field's element id, in the form's order: the error summary links to them. */
export const IDS: Record<FieldName, string> = {
  name: 'meeting-name',
  district: 'meeting-district',
  title: 'meeting-title',
  date: 'meeting-date',
  time: 'meeting-time',
  mobileNumber: 'meeting-mobile',
};

/** The slots as the form reads them (api.ts `useSlots`). */
export type Slots = { slots: MeetingSlotState[]; firstFree: string | null };

/**
 * The day the form shows: the one the visitor chose while the slots still offer it, else the server's
 * first day with a free slot (so browsers agree), or '' while the slots have not come.
 */
export function shownDate(chosen: string, slots: Slots | undefined): string {
  if (chosen && slots?.slots.some((s) => s.date === chosen)) return chosen;
  return slots?.firstFree ?? '';
}

const schemaResolver = lazySchemaResolver<Values, MeetingRequest>(() =>
  import('@portal/shared/schemas/help').then((schemas) => schemas.meetingRequestSchema),
);

/**
 * The shared schema checks the fields (the server runs the same, imported on first use, decision 072);
 * on top, the mobile number must be the one the OTP verified (`verifiedMobile()`, '' for none).
 */
export const meetingResolver = (verifiedMobile: () => string): LazyResolver<Values, MeetingRequest> =>
  withVerifiedMobile(schemaResolver, { path: 'mobileNumber', message: 'help.verifyMobile', verifiedMobile });
