import { useTranslation } from '../../../i18n';

/**
 * The last answer of a list step ('Training Saved Successfully.'): one live region, present before
 * the first message so screen readers announce each one, shown once there is something to say.
 */
export function SavedStatus({ status }: { status: string | undefined }) {
  return (
    <p role="status" className={status ? 'profile-step__saved' : 'visually-hidden'}>
      {status}
    </p>
  );
}

/** A list step's own error ('Please add at least one …') and its Save and Next ("Saving..." while busy). */
export function StepNext({ error, busy, onNext }: { error: string | undefined; busy: boolean; onNext: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <>
      {error && (
        <p className="form-alert" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button" onClick={onNext} disabled={busy}>
          {busy ? t('saving') : t('saveAndNext')}
        </button>
      </div>
    </>
  );
}
