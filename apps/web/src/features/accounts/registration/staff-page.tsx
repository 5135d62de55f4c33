import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../lib/page-title';
import { RegistrationForm } from './registration-form';
import { StaffSteps } from './staff-steps';
import '../accounts.css';

/**
 * /Staff for a visitor: staff registration ("Registration Details"). A signed-in user gets the
 * profile's Primary step on the same path instead (app/staff-or-primary.tsx).
 */
export default function StaffPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('registration.staffTitle'));
  return (
    <div className="container accounts-page">
      <h1>{t('registration.heading')}</h1>
      <StaffSteps current="Primary" />
      <p>{t('registration.staffIntro')}</p>
      <p className="accounts-note">{t('registration.requiredNote')}</p>
      <RegistrationForm kind="staff" />
    </div>
  );
}
