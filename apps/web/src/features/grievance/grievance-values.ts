import type { GrievanceForm } from '@portal/shared';
import { type LazyResolver, lazySchemaResolver, withVerifiedMobile } from '../../lib/schema-resolver';

/** The grievance form's values as the browser holds them (the shared schema parses them on submit). */
export type Values = {
  name: string;
  email: string;
  primaryNumber: string;
  grievanceType: string;
  subject: string;
  description: string;
};
export type FieldName = keyof Values;
export const EMPTY: Values = {
  name: '',
  email: '',
  primaryNumber: '',
  grievanceType: '',
  subject: '',
  description: '',
};
export const FIELD_NAMES = Object.keys(EMPTY) as FieldName[];

/** Each field's element id: the error summary links to it. */
export const IDS = {
  name: 'grievance-name',
  email: 'grievance-email',
  primaryNumber: 'grievance-mobile',
  grievanceType: 'grievance-type',
  subject: 'grievance-subject',
  description: 'grievance-description',
  attachments: 'grievance-attachments',
} as const;

const schemaResolver = lazySchemaResolver<Values, GrievanceForm>(() =>
  import('@portal/shared/schemas/grievance').then((m) => m.grievanceFormSchema),
);

/**
 * The shared schema checks the fields (the server runs the same, imported on first use, decision 072);
 * on top, the mobile number must be the one the OTP verified (`verifiedMobile()`, '' for none).
 */
export const grievanceResolver = (verifiedMobile: () => string): LazyResolver<Values, GrievanceForm> =>
  withVerifiedMobile(schemaResolver, { path: 'primaryNumber', message: 'grievance.verifyMobile', verifiedMobile });
