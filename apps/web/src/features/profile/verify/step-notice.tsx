import { PROFILE_STEPS, type ProfileStep } from '@portal/shared';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { fieldLabel } from './field-label';
import { useVerification } from './use-verification';

/**
 * On a wizard step (1–9): why it cannot be changed now (with the officer, verified, or returned
 * without this step's fields), or the officer's remarks on this step's returned fields (decision 063).
 */
export function StepVerificationNotice({ step }: { step: ProfileStep }) {
  const { t } = useTranslation('profile-verify');
  const verification = useVerification(PROFILE_STEPS.findIndex((s) => s.step === step) < 9);
  const data = verification.data?.Data;
  if (!data || data.state === 'notSubmitted') return null;
  const remarks = data.returned.filter((r) => r.step === step);
  if (!data.editableSteps.includes(step)) {
    return (
      <div className="verify-notice" role="status">
        <p>{t(`locked.${data.state}`)}</p>
        <Link to="/verify">{t('goToVerify')}</Link>
      </div>
    );
  }
  if (remarks.length === 0) return null;
  return (
    <section className="verify-notice verify-notice--returned" aria-labelledby="verify-remarks-title">
      <h2 id="verify-remarks-title">{t('remarksTitle')}</h2>
      <ul>
        {remarks.map((r) => (
          <li key={r.field}>
            <strong>{fieldLabel(r.field, t('entry'))}</strong>: {r.remark}
          </li>
        ))}
      </ul>
    </section>
  );
}
