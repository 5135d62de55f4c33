import type { ReactNode, Ref } from 'react';
import { controlA11y, FieldNotes, type Option, RequiredMark } from './field';
import './choice-group.css';

type RadioGroupProps = {
  /** Id of the first radio (what an error-summary link focuses); the others get `${id}-${n}`. */
  id: string;
  name: string;
  legend: ReactNode;
  options: Option[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  /** Side by side (short answers like Yes/No). */
  inline?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/**
 * Radios in a fieldset whose legend is the question. Controlled: with react-hook-form use
 * `useController` / `Controller` and pass field.value, field.onChange, field.onBlur and field.ref.
 */
export function RadioGroup({
  id,
  name,
  legend,
  options,
  value,
  onChange,
  onBlur,
  required,
  hint,
  error,
  inline,
  ref,
}: RadioGroupProps) {
  const a11y = controlA11y(id, hint, error);
  return (
    <fieldset className={`choice-group${error ? ' field--error' : ''}`} aria-describedby={a11y['aria-describedby']}>
      <legend className="field__label">
        {legend}
        {required && <RequiredMark />}
      </legend>
      <FieldNotes id={id} hint={hint} error={error} />
      <div className={`choice-group__items${inline ? ' choice-group__items--inline' : ''}`}>
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${index}`;
          return (
            <div key={option.value} className="choice-group__item">
              <input
                ref={index === 0 ? ref : undefined}
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                disabled={option.disabled}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
              />
              <label htmlFor={optionId}>{option.label}</label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
