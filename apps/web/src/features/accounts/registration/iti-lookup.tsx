import type { ItiPrefill } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { onFirstUse } from '../../../lib/schema-resolver';
import { DemoOtp, OtpCodeField } from '../../../ui/domain/otp-code-field';
import { useMessageText } from '../../../ui/message';
import { lookUpItiAdmission, sendItiOtp, verifyItiOtp } from './api';
import '../../../ui/form-layout.css';

/** The look-up's schema comes with the first look-up, not with the page (decision 072). */
const itiAdmissionQuerySchema = onFirstUse(() =>
  import('@portal/shared/schemas/iti-admission').then((schemas) => schemas.itiAdmissionQuerySchema),
);

type ItiLookupProps = {
  registrationNo: string;
  onApply: (admission: ItiPrefill) => void;
};

type Preview = Awaited<ReturnType<typeof lookUpItiAdmission>>;
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
  const { t } = useTranslation(['accounts', 'msg']);
  const text = useMessageText();
  const [stage, setStage] = useState<Stage>({ step: 'start' });
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string>();
  const [result, setResult] = useState<{ ok: boolean; message: string }>();

  /** One step at a time (lookup, send, verify); 4xx answers show their own message, anything else `failedKey`. */
  const action = useMutation({
    mutationFn: ({ step }: { step: () => Promise<void>; failedKey: Parameters<typeof t>[0] }) => step(),
    onMutate: () => setResult(undefined),
    onError: (error, { failedKey }) => {
      const known = error instanceof ApiError && error.status >= 400 && error.status < 500;
      setResult({ ok: false, message: known ? error.message : t(failedKey) });
    },
  });
  const run = (step: () => Promise<void>, failedKey: Parameters<typeof t>[0]) => action.mutate({ step, failedKey });
  const busy = action.isPending;

  // a schema whose file does not come (the line dropped twice) fails the step like a look-up that failed
  const lookUp = () => {
    setStage({ step: 'start' });
    run(async () => {
      const checked = (await itiAdmissionQuerySchema()).safeParse({ ITIRegistrationNo: registrationNo });
      if (!checked.success) {
        setResult({ ok: false, message: text(checked.error.issues[0]?.message) ?? '' });
        return;
      }
      setStage({ step: 'found', preview: await lookUpItiAdmission(checked.data.ITIRegistrationNo) });
    }, 'msg:accounts.itiLookupFailed');
  };

  const sendOtp = (preview: Preview) =>
    run(async () => {
      const response = await sendItiOtp(preview.RegistrationNumber);
      setOtp('');
      setOtpError(undefined);
      setStage({ step: 'otpSent', preview, demoOtp: response.otp });
    }, 'msg:accounts.otpGenericError');

  const verify = (preview: Preview) => {
    if (!otp) {
      setOtpError(t('msg:accounts.otpRequired'));
      return;
    }
    run(async () => {
      onApply(await verifyItiOtp(preview.RegistrationNumber, otp));
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
          {shown.demoOtp && <DemoOtp otp={shown.demoOtp} testId="iti-demo-otp" />}
          <OtpCodeField
            id="reg-iti-otp"
            error={otpError}
            value={otp}
            onEnter={() => verify(shown.preview)}
            onChange={(code) => {
              setOtpError(undefined);
              setOtp(code);
            }}
          />
          <button type="button" className="button" onClick={() => verify(shown.preview)} disabled={busy}>
            {busy ? t('registration.iti.verifying') : t('registration.iti.verifyAndFill')}
          </button>
        </>
      )}
      <p className={result?.ok ? 'accounts-success' : result ? 'form-alert' : undefined} role="status">
        {result?.message}
      </p>
    </div>
  );
}
