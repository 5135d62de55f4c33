import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { useTranslation } from '../i18n';
import { PasswordInput } from './password-input';
import './field.css';

/**
 * Form fields in the GOV.UK order the UI guide asks for: label (with "(required)"), hint, error,
 * then the control. The control is tied to its hint and error by aria-describedby and marked
 * aria-invalid while it has an error. `id` is also what an error-summary link points at.
 *
 *   <Field id="reg-email" type="email" label={t('email')} required error={text(errors.EMailID?.message)}
 *          {...register('EMailID')} />
 */

type FrameProps = {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** Already translated text (see useMessageText). */
  error?: string;
  children: ReactNode;
  className?: string;
};

/** Ids of the hint and error of field `id`. */
export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** The accessibility attributes of a control with this hint and error. */
export function controlA11y(id: string, hint?: ReactNode, error?: string, required?: boolean) {
  const describedBy = [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    'aria-required': required || undefined,
  } as const;
}

/** The label, "(required)", hint and error around any control whose id is `id`. */
export function FieldFrame({ id, label, required, hint, error, children, className }: FrameProps) {
  return (
    <div className={`field${error ? ' field--error' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      <FieldNotes id={id} hint={hint} error={error} />
      {children}
    </div>
  );
}

/** " (required)" after a label or legend. */
export function RequiredMark() {
  const { t } = useTranslation('ui');
  return <span className="field__required"> {t('required')}</span>;
}

/** The hint and the error of a field or fieldset. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  const { t } = useTranslation('ui');
  return (
    <>
      {hint && (
        <div id={hintId(id)} className="field__hint">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId(id)} className="field__error">
          <span className="visually-hidden">{t('errorPrefix')} </span>
          {error}
        </p>
      )}
    </>
  );
}

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'prefix'> & {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  type?: 'text' | 'email' | 'date' | 'password' | 'tel';
  /** password only: show the characters (the recovery page's "show password"). */
  reveal?: boolean;
  /** Text glued before the input, e.g. "+91". */
  prefix?: ReactNode;
  /** A control beside the input, e.g. a Verify button. */
  after?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A text, email, date, telephone or password field. */
export function Field({
  id,
  label,
  required,
  hint,
  error,
  type = 'text',
  reveal,
  prefix,
  after,
  className,
  ...input
}: FieldProps) {
  const a11y = controlA11y(id, hint, error, required);
  const control =
    type === 'password' ? (
      <PasswordInput {...input} {...a11y} reveal={reveal} className="field__input" />
    ) : (
      <input {...input} {...a11y} type={type} className="field__input" />
    );
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error} className={className}>
      {prefix || after ? (
        <div className="field__row">
          {prefix && (
            <span className="field__prefix" aria-hidden="true">
              {prefix}
            </span>
          )}
          {control}
          {after}
        </div>
      ) : (
        control
      )}
    </FieldFrame>
  );
}

export type Option = { value: string; label: string; disabled?: boolean };

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  options: Option[];
  /** The first, empty choice ("Select ..."). */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** A native select in the same frame. */
export function SelectField({
  id,
  label,
  required,
  hint,
  error,
  options,
  placeholder,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <select {...select} {...controlA11y(id, hint, error, required)} className="field__input field__select">
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
