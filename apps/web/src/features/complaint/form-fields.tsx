import { useTranslation } from '../../i18n';
import { Field } from '../../ui/field';
import { useFormScope, useScopeError } from '../../ui/form-scope';
import { type FormValues, fieldId, type ValuePath } from './complaint-values';

/**
 * The complaint form's field helpers for its sections (inside the page's FormScope): `err` gives a
 * field's translated error (the section re-renders when the errors change); `field` a text field,
 * `name` a name (upper-cased as typed), `mobile` a mobile number (+91, digits) — each with its `cmp-…`
 * id, registered with the form.
 */
export function useFormFields() {
  const form = useFormScope<FormValues>();
  const err = useScopeError<FormValues>();
  const { t } = useTranslation('complaint');

  const field = (path: ValuePath, label: string, extra: Record<string, unknown> = {}, upperCase = false) => {
    const registered = form.register(path);
    return (
      <Field
        id={fieldId(path)}
        label={label}
        error={err(path)}
        autoComplete="off"
        {...extra}
        {...registered}
        onChange={(event) => {
          // names are upper-cased as they are typed (spec §3)
          if (upperCase) event.target.value = event.target.value.toUpperCase();
          return registered.onChange(event);
        }}
      />
    );
  };
  const name = (path: ValuePath, label: string, required = false) =>
    field(path, label, { required, maxLength: 50, autoCapitalize: 'characters' }, true);
  const mobile = (path: ValuePath, label: string) =>
    field(path, label, {
      type: 'tel',
      inputMode: 'numeric',
      maxLength: 10,
      prefix: '+91',
      hint: t('mobileHint'),
    });

  return { form, err, field, name, mobile };
}
