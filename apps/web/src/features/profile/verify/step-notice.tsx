import { PROFILE_STEPS, type ProfileStep } from '@portal/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { fieldLabel } from './field-label';
import { useVerification } from './use-verification';

/**
 * On a wizard step (1–9): why it cannot be changed now (with the officer, verified, or returned
 * without this step's fields), or the officer's remarks on this step's returned fields (decision 063).
 */
export function StepVerificationNotice({ step }: { step: ProfileStep }) {
  const verification = useVerification(PROFILE_STEPS.findIndex((s) => s.step === step) < 9);
  const data = verification.data?.Data;
  if (!data || data.state === 'notSubmitted') return null;
  const remarks = data.returned.filter((r) => r.step === step);
  return <Notice state={data.state} editable={data.editableSteps.includes(step)} remarks={remarks} />;
}

/** The input of a returned field, when the step's form names it `<section>-<Field>` (most do). */
const inputIdOf = (field: string) => field.replace('.', '-');

function Notice({
  state,
  editable,
  remarks,
}: {
  state: 'submitted' | 'returned' | 'verified';
  editable: boolean;
  remarks: { field: string; remark: string }[];
}) {
  const { t } = useTranslation('profile-verify');
  // which returned fields the form on this page has an input for (it renders after this notice)
  // space-separated (a string: an unchanged answer re-renders nothing)
  const [found, setFound] = useState('');
  const inputs = new Set(found.split(' '));
  const fields = remarks.map((r) => r.field).join(' ');
  useEffect(() => {
    const wanted = fields.split(' ').filter(Boolean);
    const look = () => setFound(wanted.filter((f) => document.getElementById(inputIdOf(f))).join(' '));
    look();
    // the form appears once its saved record has loaded
    const observer = new MutationObserver(look);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [fields]);
  if (!editable) {
    return (
      <div className="verify-notice" role="status">
        <p>{t(`locked.${state}`)}</p>
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
            {inputs.has(r.field) ? (
              <a href={`#${inputIdOf(r.field)}`}>
                <strong>{fieldLabel(r.field, t('entry'))}</strong>
              </a>
            ) : (
              <strong>{fieldLabel(r.field, t('entry'))}</strong>
            )}
            : {r.remark}
          </li>
        ))}
      </ul>
    </section>
  );
}
