import { mobileDigits } from '@portal/shared';
import { LIMITS, OTP_RESEND_SECONDS } from '@portal/shared/basics';
import { type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { AlertDialog } from '../alert-dialog';
import { Dialog } from '../dialog';
import { Field } from '../field';
import { mergeRefs } from '../merge-refs';
import { DemoOtp, OtpCodeField } from './otp-code-field';
import './otp-verify.css';

type OtpVerifyProps = {
  /** Id of the mobile number input (error-summary links point at it). */
  id: string;
  name?: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** The form's error for this field, already translated (e.g. 'Please verify your mobile number.'). */
  error?: string;
  /** The 10 digits, without +91. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Once true the number is locked and shown as Verified. */
  verified: boolean;
  /**
   * Sends an OTP to the number; resolves with the code itself when the server shows it (demo), rejects
   * with an Error whose message is the words to show.
   */
  onSend: (mobile: string) => Promise<{ demoOtp?: string }>;
  /**
   * Checks the typed code; resolves once the server accepted it (the owner then marks the number
   * verified), rejects with an Error whose message is the words to show.
   */
  onVerify: (mobile: string, otp: string) => Promise<void>;
  ref?: Ref<HTMLInputElement>;
};

type Stage = 'closed' | 'enterOtp' | 'verified' | 'sendFailed';

/**
 * Mobile number with +91 and a Verify button: sends an OTP (`onSend`), asks for it in a dialog
 * (Verify OTP, Close, Resend OTP after 30 s) and checks it (`onVerify`). In the console SMS mode the
 * server returns the OTP and the dialog shows it, as the spec's does. Used by registration, the
 * grievance form and the complaint form, which make the calls.
 */
export function OtpVerify({
  id,
  name,
  label,
  required,
  hint,
  error,
  value,
  onChange,
  onBlur,
  verified,
  onSend,
  onVerify,
  ref,
}: OtpVerifyProps) {
  const { t } = useTranslation(['form', 'msg']);
  const [stage, setStage] = useState<Stage>('closed');
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const [numberError, setNumberError] = useState<string>();
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string>();
  const [shownOtp, setShownOtp] = useState<string>();
  const [resendAt, setResendAt] = useState(0);
  const secondsLeft = useSecondsUntil(resendAt);
  const mobileInput = useRef<HTMLInputElement>(null);
  const otpInput = useRef<HTMLInputElement>(null);

  // The OTP input takes focus once the dialog is open (the dialog's own effect runs first).
  useEffect(() => {
    if (stage === 'enterOtp') otpInput.current?.focus();
  }, [stage]);

  // The success dialog closes by itself after 2 s.
  useEffect(() => {
    if (stage !== 'verified') return;
    const timer = window.setTimeout(() => setStage('closed'), LIMITS.otpVerifiedDialogMs);
    return () => window.clearTimeout(timer);
  }, [stage]);

  // The Verify button is gone once verified, so focus goes back to the (now locked) number.
  const previousStage = useRef(stage);
  useEffect(() => {
    if (previousStage.current === 'verified' && stage === 'closed') mobileInput.current?.focus();
    previousStage.current = stage;
  }, [stage]);

  const send = async () => {
    if (!/^\d{10}$/.test(value)) {
      setNumberError(t('otp.invalidMobile'));
      mobileInput.current?.focus();
      return;
    }
    setNumberError(undefined);
    setSending(true);
    try {
      const sent = await onSend(value);
      setShownOtp(sent.demoOtp);
      setOtp('');
      setOtpError(undefined);
      setResendAt(Date.now() + OTP_RESEND_SECONDS * 1000);
      setStage('enterOtp');
    } catch (failure) {
      setNumberError(failureText(failure, t('msg:accounts.otpGenericError')));
      if (stage !== 'enterOtp') setStage('sendFailed');
    } finally {
      setSending(false);
    }
  };

  const check = async () => {
    if (!otp) {
      setOtpError(t('msg:accounts.otpRequired'));
      otpInput.current?.focus();
      return;
    }
    setChecking(true);
    try {
      await onVerify(value, otp);
      setStage('verified');
    } catch (failure) {
      setOtpError(failureText(failure, t('msg:accounts.otpInvalid')));
      otpInput.current?.focus();
    } finally {
      setChecking(false);
    }
  };

  const shownError = numberError ?? error;
  return (
    <>
      <Field
        id={id}
        name={name}
        ref={mergeRefs(mobileInput, ref)}
        type="tel"
        label={label}
        required={required}
        hint={hint}
        error={shownError}
        prefix="+91"
        inputMode="numeric"
        autoComplete="tel-national"
        value={value}
        readOnly={verified}
        onChange={(event) => {
          setNumberError(undefined);
          onChange(mobileDigits(event.target.value));
        }}
        onBlur={onBlur}
        after={
          verified ? (
            <span className="otp-verify__verified">
              <span aria-hidden="true">✓</span> {t('msg:accounts.verified')}
            </span>
          ) : (
            <button type="button" className="button button--secondary" onClick={send} disabled={sending}>
              {sending ? t('otp.sending') : t('otp.verify')}
            </button>
          )
        }
      />
      <Dialog
        open={stage === 'enterOtp'}
        onClose={() => setStage('closed')}
        title={t('otp.dialogTitle')}
        size="small"
        footer={
          <>
            <button type="button" className="button" onClick={check} disabled={checking}>
              {checking ? t('otp.checking') : t('otp.verifyOtp')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={send}
              disabled={sending || secondsLeft > 0}
            >
              {t('otp.resend')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setStage('closed')}>
              {t('otp.close')}
            </button>
          </>
        }
      >
        <p>{t('otp.sentTo', { mobile: `+91 ${value}` })}</p>
        {shownOtp && <DemoOtp otp={shownOtp} testId="demo-otp" />}
        <OtpCodeField
          id={`${id}-otp`}
          ref={otpInput}
          error={otpError}
          value={otp}
          onEnter={() => void check()}
          onChange={(code) => {
            setOtpError(undefined);
            setOtp(code);
          }}
        />
        <p className="otp-verify__resend-note">
          {secondsLeft > 0 ? t('otp.resendIn', { count: secondsLeft }) : t('otp.resendNow')}
        </p>
        {numberError && stage === 'enterOtp' && (
          <p className="field__error" role="alert">
            {numberError}
          </p>
        )}
      </Dialog>
      <Dialog
        open={stage === 'verified'}
        onClose={() => setStage('closed')}
        title={t('msg:accounts.verified')}
        size="small"
      >
        <p role="status">{t('otp.verifiedText')}</p>
      </Dialog>
      <AlertDialog open={stage === 'sendFailed'} onClose={() => setStage('closed')} title={t('otp.errorTitle')}>
        <p>{numberError ?? t('msg:accounts.otpGenericError')}</p>
      </AlertDialog>
    </>
  );
}

/** The words of a failed call (its Error's message), or `fallback`. */
const failureText = (failure: unknown, fallback: string) =>
  failure instanceof Error && failure.message ? failure.message : fallback;

/** Whole seconds left until `at` (ms since epoch), ticking once a second; 0 when past. */
function useSecondsUntil(at: number) {
  const left = () => Math.max(0, Math.ceil((at - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts only when the deadline moves
  useEffect(() => {
    setSeconds(left());
    if (at <= Date.now()) return;
    const timer = window.setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [at]);
  return seconds;
}
