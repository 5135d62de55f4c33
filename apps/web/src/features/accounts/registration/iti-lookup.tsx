import { asciiDigits, type ItiPrefill, itiAdmissionQuerySchema } from '@portal/shared';
import { digitsOnly } from '@portal/shared/basics';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { ApiError, api } from '../../../lib/api';
import { Field } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';

/** The spec's 30 s timeout on the lookup. */
const LOOKUP_TIMEOUT_MS = 30_000;

type ItiLookupProps = {
  registrationNo: string;
  onApply: (admission: ItiPrefill) => void;
};

type Preview = {
  RegistrationNumber: string;
  CandidateFirstName: string;
  CandidateLastName: string;
  MobileEnding: string;
};
type Stage =
  | { step: 'start' }
  | { step: 'found'; preview: Preview }
  | { step: 'otpSent'; preview: Preview; demoOtp?: string };

/**
 * "Get Admission Data" (issue 7 item 3): the lookup shows a masked preview of the record; the data
 * fills the form only after an OTP sent to the mobile registered with the ITI is verified
 * (POST /api/IITIAdmission/SendOTP, then VerifyOTP, which answers the pre-fill fields).
 */
export function ItiLookup({ registrationNo, onApply }: ItiLookupProps) {
  const { t } = useTranslation(['accounts', 'form', 'msg']);
  const text = useMessageText();
  const [stage, setStage] = useState<Stage>({ step: 'start' });
  const [busy, setBusy] = useState(false);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string>();
  const [result, setResult] = useState<{ ok: boolean; message: string }>();

  /** Runs a call with the busy flag; 4xx answers show their own message, anything else `failedKey`. */
  const run = async (call: () => Promise<void>, failedKey: Parameters<typeof t>[0]) => {
    setBusy(true);
    setResult(undefined);
    try {
      await call();
    } catch (error) {
      const known = error instanceof ApiError && error.status >= 400 && error.status < 500;
      setResult({ ok: false, message: known ? error.message : t(failedKey) });
    } finally {
      setBusy(false);
    }
  };

  const lookUp = () => {
    const checked = itiAdmissionQuerySchema.safeParse({ ITIRegistrationNo: registrationNo });
    if (!checked.success) {
      setStage({ step: 'start' });
      setResult({ ok: false, message: text(checked.error.issues[0]?.message) ?? '' });
      return;
    }
    setStage({ step: 'start' });
    void run(async () => {
      const response = await api<{ Data: Preview }>('/api/IITIAdmission/GetIITIAdmissionData', {
        query: checked.data,
        timeoutMs: LOOKUP_TIMEOUT_MS,
      });
      setStage({ step: 'found', preview: response.Data });
    }, 'msg:accounts.itiLookupFailed');
  };

  const sendOtp = (preview: Preview) =>
    run(async () => {
      const response = await api<{ otp?: string }>('/api/IITIAdmission/SendOTP', {
        method: 'POST',
        body: { ITIRegistrationNo: preview.RegistrationNumber },
      });
      setOtp('');
      setOtpError(undefined);
      setStage({ step: 'otpSent', preview, demoOtp: response.otp });
    }, 'msg:accounts.otpGenericError');

  const verify = (preview: Preview) => {
    if (!otp) {
      setOtpError(t('msg:accounts.otpRequired'));
      return;
    }
    void run(async () => {
      const response = await api<{ Data: ItiPrefill }>('/api/IITIAdmission/VerifyOTP', {
        method: 'POST',
        body: { ITIRegistrationNo: preview.RegistrationNumber, otp },
      });
      onApply(response.Data);
      setStage({ step: 'start' });
      setResult({ ok: true, message: t('msg:accounts.dataApplied') });
    }, 'msg:accounts.otpInvalid');
  };

  // a preview belongs to the number it was looked up for: editing the number starts again
  const shown: Stage =
    stage.step !== 'start' && stage.preview.RegistrationNumber !== registrationNo.trim() ? { step: 'start' } : stage;
  const ending = shown.step === 'start' ? '' : `••${shown.preview.MobileEnding}`;
  return (
    <div className="iti-lookup">
      <button type="button" className="button button--secondary" onClick={lookUp} disabled={busy}>
        {busy && shown.step === 'start' ? t('registration.iti.fetching') : t('registration.iti.getData')}
      </button>
      {shown.step === 'found' && (
        <>
          <p>
            {t('registration.iti.found', {
              first: shown.preview.CandidateFirstName,
              last: shown.preview.CandidateLastName,
            })}
          </p>
          <button type="button" className="button" onClick={() => sendOtp(shown.preview)} disabled={busy}>
            {busy ? t('registration.iti.sending') : t('registration.iti.sendOtp', { ending })}
          </button>
        </>
      )}
      {shown.step === 'otpSent' && (
        <>
          <p>{t('registration.iti.otpSent', { ending })}</p>
          {shown.demoOtp && (
            <p className="otp-verify__demo">
              {t('form:otp.demoOtp')} <strong data-testid="iti-demo-otp">{shown.demoOtp}</strong>
            </p>
          )}
          <Field
            id="reg-iti-otp"
            label={t('form:otp.otpLabel')}
            required
            error={otpError}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={otp}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              verify(shown.preview);
            }}
            onChange={(event) => {
              setOtpError(undefined);
              setOtp(digitsOnly(asciiDigits(event.target.value), 6));
            }}
          />
          <button type="button" className="button" onClick={() => verify(shown.preview)} disabled={busy}>
            {busy ? t('registration.iti.verifying') : t('registration.iti.verifyAndFill')}
          </button>
        </>
      )}
      <p className={result?.ok ? 'accounts-success' : result ? 'accounts-alert' : undefined} role="status">
        {result?.message}
      </p>
    </div>
  );
}
