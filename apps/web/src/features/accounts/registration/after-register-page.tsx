import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../lib/page-title';
import '../accounts.css';

/** /after-register: the new Profile ID (from route state; 'null' when absent, as the spec shows). */
export default function AfterRegisterPage() {
  const { t } = useTranslation(['accounts', 'msg']);
  usePageTitle(t('afterRegister.title'));
  const profileId = (useLocation().state as { profileId?: string } | null)?.profileId;
  return (
    <div className="container accounts-page">
      <h1>{t('afterRegister.title')}</h1>
      <p className="accounts-success" role="status">
        {t('msg:accounts.registrationSuccess')}
      </p>
      <p className="after-register__id">
        {t('afterRegister.profileIdLabel')} <strong data-testid="profile-id">{profileId ?? 'null'}</strong>
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
