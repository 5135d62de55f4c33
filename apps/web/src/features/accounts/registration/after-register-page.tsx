import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../lib/page-title';
import '../accounts.css';

/**
 * /after-register: the new Profile ID (from route state) with Copy and Print, so it is not lost.
 * Opened directly, with no registration behind it, it says where a profile ID can be found instead of
 * the spec's 'null'.
 */
export default function AfterRegisterPage() {
  const { t } = useTranslation(['accounts', 'msg']);
  usePageTitle(t('afterRegister.title'));
  const profileId = (useLocation().state as { profileId?: string } | null)?.profileId;
  const [copied, setCopied] = useState(false);

  if (!profileId) {
    return (
      <div className="container accounts-page">
        <h1>{t('afterRegister.noRegistrationTitle')}</h1>
        <p>{t('afterRegister.noRegistration')}</p>
        <p>
          <Link to="/account-recovery">{t('afterRegister.forgotProfileId')}</Link>
        </p>
        <Link to="/login" className="button">
          {t('afterRegister.proceed')}
        </Link>
      </div>
    );
  }

  const copy = async () => {
    await navigator.clipboard.writeText(profileId);
    setCopied(true);
  };

  return (
    <div className="container accounts-page">
      <h1>{t('afterRegister.title')}</h1>
      <p className="accounts-success" role="status">
        {t('msg:accounts.registrationSuccess')}
      </p>
      <p className="after-register__id">
        {t('afterRegister.profileIdLabel')} <strong data-testid="profile-id">{profileId}</strong>
      </p>
      <p className="after-register__tools">
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          {t('afterRegister.copy')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          {t('afterRegister.print')}
        </button>
        <span role="status">{copied ? t('afterRegister.copied') : ''}</span>
      </p>
      <ul>
        <li>{t('afterRegister.userName')}</li>
        <li>{t('afterRegister.completeProfile')}</li>
        <li>{t('afterRegister.sms')}</li>
      </ul>
      <Link to="/login" className="button">
        {t('afterRegister.proceed')}
      </Link>
    </div>
  );
}
