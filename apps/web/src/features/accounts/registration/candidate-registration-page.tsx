import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../lib/page-title';
import { RegistrationForm } from './registration-form';
import '../accounts.css';

/** /Candidate: candidate registration ("Registration Details"). */
export default function CandidateRegistrationPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('registration.candidateTitle'));
  return (
    <div className="container accounts-page">
      <h1>{t('registration.heading')}</h1>
      <p>{t('registration.candidateIntro')}</p>
      <p className="accounts-note">{t('registration.requiredNote')}</p>
      <RegistrationForm kind="candidate" />
    </div>
  );
}
