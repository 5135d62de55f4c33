import type { ReactNode, Ref } from 'react';
import { controlA11y, FieldNotes, type Option, RequiredMark } from './field';
import './choice-group.css';

type CheckboxGroupProps = {
  /** Id of the first checkbox (what an error-summary link focuses); the others get `${id}-${n}`. */
  id: string;
  name: string;
  legend: ReactNode;
  options: Option[];
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/** Checkboxes in a fieldset; the value is the list of ticked option values, in option order. */
export function CheckboxGroup({
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
  ref,
}: CheckboxGroupProps) {
  const a11y = controlA11y(id, hint, error);
  const toggle = (optionValue: string, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(optionValue);
    else next.delete(optionValue);
    onChange(options.map((o) => o.value).filter((v) => next.has(v)));
  };
  return (
    <fieldset className={`choice-group${error ? ' field--error' : ''}`} aria-describedby={a11y['aria-describedby']}>
      <legend className="field__label">
        {legend}
        {required && <RequiredMark />}
      </legend>
      <FieldNotes id={id} hint={hint} error={error} />
      <div className="choice-group__items">
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${index}`;
          return (
            <div key={option.value} className="choice-group__item">
              <input
                ref={index === 0 ? ref : undefined}
                id={optionId}
                type="checkbox"
                name={name}
                value={option.value}
                checked={value.includes(option.value)}
                disabled={option.disabled}
                onChange={(event) => toggle(option.value, event.target.checked)}
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
