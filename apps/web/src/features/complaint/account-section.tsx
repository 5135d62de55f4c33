import { memo } from 'react';
import { useTranslation } from '../../i18n';
import { useFormFields } from './form-fields';

/** Section 5, the complaint's password (for its status page) and its confirmation. */
export const AccountSection = memo(function AccountSection() {
  const { t } = useTranslation('complaint');
  const { field } = useFormFields();
  return (
    <fieldset className="complaint-section">
      <legend>{t('sections.account')}</legend>
      <p className="field__hint">{t('sections.accountHint')}</p>
      <div className="complaint-grid">
        {field('account.password', t('password'), {
          required: true,
          type: 'password',
          maxLength: 15,
          autoComplete: 'new-password',
          hint: t('passwordHint'),
        })}
        {field('account.confirmPassword', t('confirmPassword'), {
          required: true,
          type: 'password',
          maxLength: 15,
          autoComplete: 'new-password',
        })}
      </div>
    </fieldset>
  );
});
