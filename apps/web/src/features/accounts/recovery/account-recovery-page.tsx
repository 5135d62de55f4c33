import { LIMITS } from '@portal/shared/basics';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { BusyOverlay } from '../../../ui/busy-overlay';
import { ChoiceStep } from './choice-step';
import { ForgotProfileIdStep } from './forgot-profile-id-step';
import { NewPasswordStep } from './new-password-step';
import { OtpRequestStep } from './otp-request-step';
import type { RecoveryFacts, RecoveryStep, Run } from './recovery-types';
import { SecurityAnswerStep } from './security-answer-step';
import '../accounts.css';

/**
 * /AccountRecovery and /account-recovery ("Having Trouble Signing In"): a step flow where Back pops
 * one step. Requests run under the Processing overlay; a success message shows for 3 seconds, then
 * the flow starts again.
 */
export default function AccountRecoveryPage() {
  const { t } = useTranslation(['accounts', 'msg']);
  usePageTitle(t('recovery.title'));
  const [steps, setSteps] = useState<RecoveryStep[]>(['initial']);
  const [facts, setFacts] = useState<RecoveryFacts>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [success, setSuccess] = useState<string>();
  // Focus follows the steps once the visitor has started; not on the page's first load.
  const [hasStarted, setStarted] = useState(false);
  const successRef = useRef<HTMLParagraphElement>(null);
  const step = steps[steps.length - 1] ?? 'initial';

  const go = (next: RecoveryStep) => {
    setStarted(true);
    setFailure(undefined);
    setSteps((list) => [...list, next]);
  };
  const back = () => {
    setFailure(undefined);
    setNotice(undefined);
    setSteps((list) => (list.length > 1 ? list.slice(0, -1) : list));
  };
  const finish = (messageKey: string) => {
    setNotice(undefined);
    setSuccess(t(`msg:${messageKey}`));
  };

  const run: Run = async (action, fallbackKey) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await action();
    } catch (error) {
      // The server's own words for what it refused (wrong answer, rate limit...); the spec's otherwise.
      const isRefusal = error instanceof ApiError && error.status >= 400 && error.status < 500;
      setFailure(isRefusal ? error.message : t(`msg:${fallbackKey}`));
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (!success) return;
    successRef.current?.focus();
    const timer = window.setTimeout(() => {
      setSuccess(undefined);
      setFacts({});
      setSteps(['initial']);
    }, LIMITS.recoveryResetMs);
    return () => window.clearTimeout(timer);
  }, [success]);

  const common = { run, failure, onBack: back, focusHeading: hasStarted };
  return (
    <div className="container accounts-page">
      <h1>{t('recovery.title')}</h1>
      <BusyOverlay show={busy} />
      {notice && (
        <p className="accounts-success" role="status">
          {notice}
        </p>
      )}
      {success ? (
        <div>
          <p ref={successRef} className="accounts-success" role="status" tabIndex={-1}>
            {success}
          </p>
          <p>
            <Link to="/login">{t('recovery.toSignIn')}</Link>
          </p>
        </div>
      ) : (
        <div key={steps.length}>
          {step === 'initial' && (
            <ChoiceStep
              step="initial"
              focusHeading={hasStarted}
              onChoose={(choice) => go(choice === 'forgotPassword' ? 'resetOptions' : 'forgotProfileId')}
            />
          )}
          {step === 'resetOptions' && (
            <ChoiceStep
              step="resetOptions"
              focusHeading
              onBack={back}
              onChoose={(choice) => go(choice === 'securityQuestion' ? 'securityQuestion' : 'otpVerification')}
            />
          )}
          {step === 'securityQuestion' && (
            <SecurityAnswerStep
              {...common}
              onVerified={(found) => {
                setFacts(found);
                go('setNewPassword');
              }}
            />
          )}
          {step === 'setNewPassword' && (
            <NewPasswordStep
              {...common}
              withOtp={false}
              facts={facts}
              onDone={() => finish('accounts.passwordResetSuccess')}
            />
          )}
          {step === 'otpVerification' && (
            <OtpRequestStep
              {...common}
              onSent={(found) => {
                setFacts(found);
                setNotice(t('msg:accounts.otpSent'));
                go('enterOtp');
              }}
            />
          )}
          {step === 'enterOtp' && (
            <NewPasswordStep {...common} withOtp facts={facts} onDone={() => finish('accounts.passwordResetSuccess')} />
          )}
          {step === 'forgotProfileId' && (
            <ForgotProfileIdStep {...common} onDone={() => finish('accounts.profileIdSent')} />
          )}
        </div>
      )}
    </div>
  );
}
