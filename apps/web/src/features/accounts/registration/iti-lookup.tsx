import { type ItiAdmission, itiAdmissionQuerySchema } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { ApiError, api } from '../../../lib/api';
import { useMessageText } from '../../../ui/message';

/** The spec's 30 s timeout on the lookup. */
const LOOKUP_TIMEOUT_MS = 30_000;

type ItiLookupProps = {
  registrationNo: string;
  onApply: (admission: ItiAdmission) => void;
};

/**
 * "Get Admission Data": looks the ITI registration number up and hands the admission record to the
 * form, then says 'Data Applied Successfully' (or the spec's lookup messages).
 */
export function ItiLookup({ registrationNo, onApply }: ItiLookupProps) {
  const { t } = useTranslation(['accounts', 'msg']);
  const text = useMessageText();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string }>();

  const lookUp = async () => {
    const checked = itiAdmissionQuerySchema.safeParse({ ITIRegistrationNo: registrationNo });
    if (!checked.success) {
      setResult({ ok: false, message: text(checked.error.issues[0]?.message) ?? '' });
      return;
    }
    setBusy(true);
    setResult(undefined);
    try {
      const response = await api<{ Status: 'Success'; Data: ItiAdmission; Message: string }>(
        '/api/IITIAdmission/GetIITIAdmissionData',
        { query: checked.data, timeoutMs: LOOKUP_TIMEOUT_MS },
      );
      onApply(response.Data);
      setResult({ ok: true, message: t('msg:accounts.dataApplied') });
    } catch (error) {
      const known = error instanceof ApiError && error.status >= 400 && error.status < 500;
      setResult({ ok: false, message: known ? error.message : t('msg:accounts.itiLookupFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="iti-lookup">
      <button type="button" className="button button--secondary" onClick={lookUp} disabled={busy}>
        {busy ? t('registration.iti.fetching') : t('registration.iti.getData')}
      </button>
      <p className={result?.ok ? 'accounts-success' : result ? 'accounts-alert' : undefined} role="status">
        {result?.message}
      </p>
    </div>
  );
}
