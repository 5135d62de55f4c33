import { useTranslation } from '../../../i18n';
import { Field } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';
import { sendProfileId } from './api';
import { MobileField, RecoveryStepForm, recoverySchemas, useRecoveryForm } from './recovery-step-form';
import type { StepProps } from './recovery-types';

const ids = { userName: 'recovery-id-name', mobileNo: 'recovery-id-mobile' };

/** forgotProfileId: full name and primary mobile; the profile ID goes to that mobile by SMS. */
export function ForgotProfileIdStep({ onDone, ...step }: StepProps & { onDone: () => void }) {
  const { t } = useTranslation('accounts');
  const text = useMessageText();
  const form = useRecoveryForm(() => recoverySchemas().then((m) => m.userLoginIdQuerySchema), {
    userName: '',
    mobileNo: '',
  });
  return (
    <RecoveryStepForm
      {...step}
      form={form}
      ids={ids}
      title={t('recovery.forgotProfileId.title')}
      submitLabel={t('recovery.forgotProfileId.submit')}
      fallbackKey="accounts.profileIdRecoveryFailed"
      request={async (body) => {
        await sendProfileId(body);
        onDone();
      }}
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
      <MobileField form={form} name="mobileNo" id={ids.mobileNo} />
    </RecoveryStepForm>
  );
}
