import { mobileDigits } from '@portal/shared';
import type { ReactNode } from 'react';
import { Controller, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { Combobox } from '../combobox';
import { DateField } from '../date-field';
import { Field, type Option } from '../field';
import { VerifiedMobileField } from './verified-mobile-field';

/** The fields of a person (the shared schemas' `personFields`: registration and the Primary step). */
type PersonValues = {
  FirstName: string;
  MiddleName: string;
  LastName: string;
  DOB: string;
  GenderCode: string;
  EMailID: string;
  MobileNo: string;
  AltMobileNo: string;
};
type Name = keyof PersonValues;

type Props<V extends FieldValues & PersonValues, C, O> = {
  form: UseFormReturn<V, C, O>;
  /** Each field's input id. */
  ids: Record<Name, string>;
  labels: Record<Name | 'dobHint' | 'genderPlaceholder' | 'mobileHint', string>;
  /** Each field's error, in the page's words. */
  error: (name: Name) => string | undefined;
  genders: Option[];
  /** The primary mobile's OTP (see VerifiedMobileField). */
  mobile: Pick<Parameters<typeof VerifiedMobileField>[0], 'otp' | 'verifiedNumber' | 'onVerified'>;
  /** The names' longest (the Primary step stops typing there; registration says so on submit). */
  nameMaxLength?: number;
  /** Wraps the three names (the Primary step sets them side by side). */
  namesClassName?: string;
  /** What the form asks between the names and the date of birth (photo, signature, job roles). */
  afterNames?: ReactNode;
  /** What the form asks after the date of birth (its proof, Aadhaar). */
  afterDob?: ReactNode;
};

/**
 * A person's names, date of birth, gender, email, primary mobile (verified by OTP) and alternate
 * mobile, with the rules of the shared schemas: one set of fields for registration and the Primary step.
 */
export function PersonFields<V extends FieldValues & PersonValues, C, O>({
  form,
  ids,
  labels,
  error,
  genders,
  mobile,
  nameMaxLength,
  namesClassName,
  afterNames,
  afterDob,
}: Props<V, C, O>) {
  const path = (name: Name) => name as Path<V>;
  const name = (field: 'FirstName' | 'MiddleName' | 'LastName', autoComplete: string) => (
    <Field
      id={ids[field]}
      label={labels[field]}
      required={field === 'FirstName'}
      maxLength={nameMaxLength}
      autoComplete={autoComplete}
      error={error(field)}
      {...form.register(path(field))}
    />
  );
  const names = (
    <>
      {name('FirstName', 'given-name')}
      {name('MiddleName', 'additional-name')}
      {name('LastName', 'family-name')}
    </>
  );
  return (
    <>
      {namesClassName ? <div className={namesClassName}>{names}</div> : names}
      {afterNames}
      <Controller
        control={form.control}
        name={path('DOB')}
        render={({ field }) => (
          <DateField
            id={ids.DOB}
            label={labels.DOB}
            hint={labels.dobHint}
            required
            autoComplete="bday"
            error={error('DOB')}
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      {afterDob}
      <Controller
        control={form.control}
        name={path('GenderCode')}
        render={({ field }) => (
          <Combobox
            id={ids.GenderCode}
            name={field.name}
            label={labels.GenderCode}
            required
            placeholder={labels.genderPlaceholder}
            options={genders}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={error('GenderCode')}
          />
        )}
      />
      <Field
        id={ids.EMailID}
        type="email"
        label={labels.EMailID}
        required
        autoComplete="email"
        error={error('EMailID')}
        {...form.register(path('EMailID'))}
      />
      <VerifiedMobileField
        form={form}
        name={path('MobileNo')}
        id={ids.MobileNo}
        label={labels.MobileNo}
        hint={labels.mobileHint}
        error={error('MobileNo')}
        {...mobile}
      />
      <Field
        id={ids.AltMobileNo}
        type="tel"
        prefix="+91"
        label={labels.AltMobileNo}
        inputMode="numeric"
        autoComplete="off"
        error={error('AltMobileNo')}
        {...form.register(path('AltMobileNo'), {
          onChange: (event) =>
            form.setValue(path('AltMobileNo'), mobileDigits(event.target.value) as PathValue<V, Path<V>>),
        })}
      />
    </>
  );
}
