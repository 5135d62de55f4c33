import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { RegistrationForm } from './registration-form';
import { StaffSteps } from './staff-steps';
import '../accounts.css';

/**
 * /Staff: staff registration ("Registration Details") for visitors; for a signed-in user it is
 * step 1 of the profile ("Primary Information"), which a later issue builds — until then it says so.
 */
export default function StaffPage() {
  const { t } = useTranslation('accounts');
  const session = useSession();
  const isSignedIn = Boolean(session.data);
  usePageTitle(isSignedIn ? t('staff.primaryInformation') : t('registration.staffTitle'));

  if (session.isPending) return <p className="container page-loading">{t('dashboard.loading')}</p>;
  return (
    <div className="container accounts-page">
      <h1>{isSignedIn ? t('staff.primaryInformation') : t('registration.heading')}</h1>
      <StaffSteps current="Primary" />
      {isSignedIn ? (
        <>
          <p>{t('staff.comingSoon')}</p>
          <p>
            <Link to="/dashboard">{t('staff.toDashboard')}</Link>
          </p>
        </>
      ) : (
        <>
          <p>{t('registration.staffIntro')}</p>
          <p className="accounts-note">{t('registration.requiredNote')}</p>
          <RegistrationForm kind="staff" />
        </>
      )}
    </div>
  );
}
