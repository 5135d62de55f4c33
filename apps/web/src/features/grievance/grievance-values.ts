import type { GrievanceForm } from '@portal/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { type LazyResolver, lazySchemaResolver } from '../../lib/schema-resolver';

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
export function grievanceResolver(verifiedMobile: () => string): LazyResolver<Values, GrievanceForm> {
  const check: Resolver<Values, unknown, GrievanceForm> = async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    const errors: FieldErrors<Values> = { ...result.errors };
    if (!errors.primaryNumber && values.primaryNumber !== verifiedMobile()) {
      errors.primaryNumber = { type: 'verify', message: 'grievance.verifyMobile' };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return result;
  };
  return Object.assign(check, { load: schemaResolver.load });
}
