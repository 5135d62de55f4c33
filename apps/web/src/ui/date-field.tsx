import { asciiDigits } from '@portal/shared';
import { type Ref, useEffect, useState } from 'react';
import { Field } from './field';

/** 'YYYY-MM-DD' → 'DD-MM-YYYY' (anything else as it is: a half-typed date stays on screen). */
function shown(value: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return iso ? `${iso[3]}-${iso[2]}-${iso[1]}` : value;
}

/** What is typed (in either script), as the digits of DD-MM-YYYY with the dashes put in; at most 8 digits. */
export function maskDate(typed: string): string {
  const digits = asciiDigits(typed).replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('-');
}

/** 'DD-MM-YYYY' → 'YYYY-MM-DD' for the form and the server; a partial date is passed on as typed (invalid). */
export function toIso(text: string): string {
  const dmy = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  return dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : text;
}

type Props = {
  id: string;
  label: string;
  hint?: string;
  required?: boolean;
  error?: string;
  /** 'YYYY-MM-DD' (or what was typed so far). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  autoComplete?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A date typed as DD-MM-YYYY, as the spec and the hint show it, whatever the browser's own date
 * format: a native date control shows the device's locale (mm/dd/yyyy on many phones), which then
 * disagrees with the hint. Digits only; the dashes come by themselves. The form value is ISO.
 */
export function DateField({ value, onChange, ...field }: Props) {
  const [text, setText] = useState(() => shown(value));
  // A new value from outside (Reset, a pre-filled record) replaces what is on screen.
  useEffect(() => {
    setText((current) => (toIso(current) === value ? current : shown(value)));
  }, [value]);
  return (
    <Field
      {...field}
      inputMode="numeric"
      placeholder="DD-MM-YYYY"
      maxLength={10}
      value={text}
      onChange={(event) => {
        const masked = maskDate(event.target.value);
        setText(masked);
        onChange(toIso(masked));
      }}
    />
  );
}
