import { Controller, useForm } from 'react-hook-form';
import { type Key, useTranslation } from '../../../i18n';
import { lazySchemaResolver } from '../../../lib/schema-resolver';
import { useMessageText } from '../../../ui/message';
import { RadioGroup } from '../../../ui/radio-group';
import { StepForm } from '../../../ui/step-form';
import { recoverySchemas } from './recovery-step-form';

/** The two radio steps: initial (forgot password / profile ID) and resetOptions (question / OTP). */
type Choice = { choice: string };
const CHOICES = {
  initial: {
    resolver: lazySchemaResolver<Choice>(() => recoverySchemas().then((m) => m.recoveryChoiceSchema)),
    options: ['forgotPassword', 'forgotProfileId'],
  },
  resetOptions: {
    resolver: lazySchemaResolver<Choice>(() => recoverySchemas().then((m) => m.resetOptionSchema)),
    options: ['securityQuestion', 'otp'],
  },
} as const;

type ChoiceStepProps<S extends keyof typeof CHOICES> = {
  step: S;
  onChoose: (choice: (typeof CHOICES)[S]['options'][number]) => void;
  onBack?: () => void;
  focusHeading?: boolean;
};

export function ChoiceStep<S extends keyof typeof CHOICES>({
  step,
  onChoose,
  onBack,
  focusHeading,
}: ChoiceStepProps<S>) {
  const { t } = useTranslation('accounts');
  const text = useMessageText();
  const { resolver, options } = CHOICES[step];
  const id = `recovery-${step}-choice`;
  const form = useForm({
    resolver,
    defaultValues: { choice: '' },
    shouldFocusError: false,
  });
  return (
    <StepForm
      className="accounts-form recovery-step"
      backLabel={t('recovery.back')}
      title={t(`recovery.${step}.title`)}
      form={form}
      ids={{ choice: id }}
      onValid={(values) => onChoose(values.choice as never)}
      onFocus={resolver.load}
      submitLabel={t('recovery.proceed')}
      onBack={onBack}
      focusHeading={focusHeading}
    >
      <Controller
        control={form.control}
        name="choice"
        render={({ field }) => (
          <RadioGroup
            id={id}
            name={field.name}
            legend={t(`recovery.${step}.question`)}
            required
            // The step and option pairs are those CHOICES lists, which TypeScript cannot correlate.
            options={options.map((value) => ({ value, label: t(`recovery.${step}.${value}` as Key<'accounts'>) }))}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={text(form.formState.errors.choice?.message)}
          />
        )}
      />
    </StepForm>
  );
}
