import { LIMITS } from '@portal/shared/basics';
import { useMutation } from '@tanstack/react-query';
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
  const [notice, setNotice] = useState<string>();
  const [success, setSuccess] = useState<string>();
  // Focus follows the steps once the visitor has started; not on the page's first load.
  const [hasStarted, setStarted] = useState(false);
  const successRef = useRef<HTMLParagraphElement>(null);
  const step = steps[steps.length - 1] ?? 'initial';

  // Every request of every step is this one mutation: its pending state is the Processing overlay and
  // its error the step's failure text (the server's own words for a refusal, the spec's otherwise).
  const request = useMutation({
    mutationFn: ({ action }: { action: () => Promise<void>; fallbackKey: string }) => action(),
  });
  const run: Run = async (action, fallbackKey) => {
    // the error is shown from request.error; nothing else to do with it here
    await request.mutateAsync({ action, fallbackKey }).catch(() => undefined);
  };
  const error = request.error;
  const failure = error
    ? error instanceof ApiError && error.status >= 400 && error.status < 500
      ? error.message
      : t(`msg:${request.variables?.fallbackKey}`)
    : undefined;

  const go = (next: RecoveryStep) => {
    setStarted(true);
    request.reset();
    setSteps((list) => [...list, next]);
  };
  const back = () => {
    request.reset();
    setNotice(undefined);
    setSteps((list) => (list.length > 1 ? list.slice(0, -1) : list));
  };
  const finish = (messageKey: string) => {
    setNotice(undefined);
    setSuccess(t(`msg:${messageKey}`));
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
      <BusyOverlay show={request.isPending} />
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
