import { zodResolver } from '@hookform/resolvers/zod';
import { mobileDigits, userLoginIdQuerySchema } from '@portal/shared';
import { accountsApi } from '@portal/shared/api/accounts';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { call } from '../../../lib/api';
import { Field } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';
import { StepForm } from '../../../ui/step-form';
import type { StepProps } from './recovery-types';

const ids = { userName: 'recovery-id-name', mobileNo: 'recovery-id-mobile' };

/** forgotProfileId: full name and primary mobile; the profile ID goes to that mobile by SMS. */
export function ForgotProfileIdStep({
  run,
  failure,
  onBack,
  focusHeading,
  onDone,
}: StepProps & { onDone: () => void }) {
  const { t } = useTranslation('accounts');
  const text = useMessageText();
  const form = useForm({
    resolver: zodResolver(userLoginIdQuerySchema),
    defaultValues: { userName: '', mobileNo: '' },
    shouldFocusError: false,
  });
  return (
    <StepForm
      className="accounts-form recovery-step"
      backLabel={t('recovery.back')}
      title={t('recovery.forgotProfileId.title')}
      form={form}
      ids={ids}
      failure={failure}
      onBack={onBack}
      focusHeading={focusHeading}
      submitLabel={t('recovery.forgotProfileId.submit')}
      onValid={(body) =>
        run(async () => {
          await call(accountsApi.sendProfileId, { body });
          onDone();
        }, 'accounts.profileIdRecoveryFailed')
      }
    >
      <p className="accounts-note">{t('recovery.forgotProfileId.note')}</p>
      <Field
        id={ids.userName}
        label={t('recovery.forgotProfileId.fullName')}
        hint={t('recovery.forgotProfileId.fullNameHint')}
        required
        autoComplete="name"
        error={text(form.formState.errors.userName?.message)}
        {...form.register('userName')}
      />
      <Field
        id={ids.mobileNo}
        type="tel"
        prefix="+91"
        label={t('recovery.mobile')}
        required
        inputMode="numeric"
        autoComplete="tel-national"
        error={text(form.formState.errors.mobileNo?.message)}
        {...form.register('mobileNo', {
          onChange: (event) => form.setValue('mobileNo', mobileDigits(event.target.value)),
        })}
      />
    </StepForm>
  );
}
