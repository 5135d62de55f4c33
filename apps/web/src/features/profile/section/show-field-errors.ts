import type { FieldValues, Path, UseFormGetValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api';

/**
 * A refused save's field errors (a 400 naming fields) onto the form's own fields, in the spec's words
 * through their message keys; errors about fields the form does not have are left to the caller.
 */
export function showFieldErrors<V extends FieldValues>(
  form: { getValues: UseFormGetValues<V>; setError: UseFormSetError<V> },
  error: unknown,
) {
  if (!(error instanceof ApiError)) return;
  const names = form.getValues();
  for (const field of error.fields) {
    if (field.field in names) form.setError(field.field as Path<V>, { message: field.key || field.message });
  }
}
