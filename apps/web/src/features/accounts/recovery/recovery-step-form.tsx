import { LIMITS, mobileDigits } from '@portal/shared/basics';
import { type ReactNode, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../../i18n';
import { type LazyResolver, lazySchemaResolver } from '../../../lib/schema-resolver';
import { Field } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';
import { StepForm } from '../../../ui/step-form';
import type { StepProps } from './recovery-types';

/** The recovery steps' request schemas, imported when a step's form is first used (decision 072). */
export const recoverySchemas = () => import('@portal/shared/schemas/recovery');

/**
 * A recovery step's form: the request's own schema is its rules. Its resolver goes beside the form:
 * the step's form starts loading the schema on its first focus.
 */
export function useRecoveryForm<V extends FieldValues, Out>(
  schema: () => Promise<z.ZodType<Out, V>>,
  defaultValues: V,
): UseFormReturn<V, unknown, Out> & { resolver: LazyResolver<V, Out> } {
  const [resolver] = useState(() => lazySchemaResolver<V, Out>(schema));
  const form = useForm<V, unknown, Out>({
    resolver,
    defaultValues: defaultValues as DefaultValues<V>,
    shouldFocusError: false,
  });
  return { ...form, resolver };
}

type Props<V extends FieldValues, Out> = StepProps & {
  form: ReturnType<typeof useRecoveryForm<V, Out>>;
  ids: Record<string, string>;
  title: string;
  submitLabel: string;
  /** The step's request with the checked values; resolves once the server agreed. */
  request: (values: Out) => Promise<void>;
  /** The spec's words when the request fails without words of its own. */
  fallbackKey: string;
  children: ReactNode;
};

/**
 * One request step of account recovery (send an OTP, check a security answer, send the profile ID):
 * its heading, Back, the fields, and the request under the Processing overlay on submit.
 */
export function RecoveryStepForm<V extends FieldValues, Out>({
  run,
  failure,
  onBack,
  focusHeading,
  form,
  ids,
  title,
  submitLabel,
  request,
  fallbackKey,
  children,
}: Props<V, Out>) {
  const { t } = useTranslation('accounts');
  return (
    <StepForm
      className="accounts-form recovery-step"
      backLabel={t('recovery.back')}
      title={title}
      form={form}
      ids={ids}
      failure={failure}
      onBack={onBack}
      focusHeading={focusHeading}
      submitLabel={submitLabel}
      onValid={(values) => run(() => request(values), fallbackKey)}
      onFocus={form.resolver.load}
    >
      {children}
    </StepForm>
  );
}

type FieldProps<V extends FieldValues, C, O> = { form: UseFormReturn<V, C, O>; name: Path<V>; id: string };

/** The account's profile ID. */
export function ProfileIdField<V extends FieldValues, C, O>({ form, name, id }: FieldProps<V, C, O>) {
  const { t } = useTranslation('accounts');
  const text = useMessageText();
  return (
    <Field
      id={id}
      label={t('recovery.profileId')}
      required
      maxLength={LIMITS.profileIdLength}
      autoComplete="username"
      spellCheck={false}
      error={text(form.getFieldState(name, form.formState).error?.message)}
      {...form.register(name)}
    />
  );
}

/** The account's primary mobile (+91, digits only). */
export function MobileField<V extends FieldValues, C, O>({ form, name, id }: FieldProps<V, C, O>) {
  const { t } = useTranslation('accounts');
  const text = useMessageText();
  return (
    <Field
      id={id}
      type="tel"
      prefix="+91"
      label={t('recovery.mobile')}
      required
      inputMode="numeric"
      autoComplete="tel-national"
      error={text(form.getFieldState(name, form.formState).error?.message)}
      {...form.register(name, {
        onChange: (event) => form.setValue(name, mobileDigits(event.target.value) as V[Path<V>]),
      })}
    />
  );
}
