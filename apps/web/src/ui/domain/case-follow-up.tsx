import { CASE_APPEAL_REASON_MAX, formatDate } from '@portal/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../i18n';
import { ApiError } from '../../lib/api';
import { controlA11y, FieldFrame } from '../field';
import { RadioGroup } from '../radio-group';
import { DemoOtp, OtpCodeField } from './otp-code-field';

/** The proof the status check was made with: the number and the password, or the mobile (a new code is needed). */
export type CaseProof = { MobileNo?: string | undefined; OTP?: string | undefined };

export type CaseFollowUpCalls<Proof extends CaseProof> = {
  /** The proof and `Reason`. */
  appeal: (body: Proof & { Reason: string }) => Promise<unknown>;
  /** The proof and `Rating`. */
  rate: (body: Proof & { Rating: number }) => Promise<unknown>;
  sendOtp: (mobile: string) => Promise<{ demoOtp?: string }>;
};

type Props<Proof extends CaseProof> = CaseFollowUpCalls<Proof> & {
  /** Without its code: a code is good for one request. */
  proof: Proof;
  /** Until when (YYYY-MM-DD) an appeal is open; null when it is not. */
  appealUntil: string | null;
  /** The case may be rated (decided, not rated yet). */
  canRate: boolean;
};

/**
 * After a decision, on the status page (issue 20 item 2): the filer may appeal once within 30 days and
 * rate the handling 1 to 5. The status check's proof is reused: the password as it was, or a new code
 * to the same mobile (a code is good for one request). The page passes the calls; this part calls none.
 */
export function CaseFollowUp<Proof extends CaseProof>({
  proof,
  appealUntil,
  canRate,
  appeal,
  rate,
  sendOtp,
}: Props<Proof>) {
  const { t, i18n } = useTranslation(['case-status', 'msg']);
  const id = useId();
  const byOtp = 'MobileNo' in proof;
  const [otp, setOtp] = useState('');
  const [demoOtp, setDemoOtp] = useState<string>();
  const [reason, setReason] = useState('');
  const [rating, setRating] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);

  if (!appealUntil && !canRate) return null;
  const withProof = () => (byOtp ? { ...proof, OTP: otp } : proof);
  const submit = (what: 'appeal' | 'rate', run: () => Promise<unknown>) => async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await run();
      setDone((d) => ({ ...d, [what]: true }));
      setOtp('');
    } catch (error) {
      const message = error instanceof ApiError ? error.message : t('msg:common.serverError');
      const field = error instanceof ApiError ? error.fields[0]?.field : undefined;
      setErrors({
        [`${what}.${field === 'OTP' ? 'otp' : field === 'Reason' || field === 'Rating' ? field : 'form'}`]: message,
      });
    } finally {
      setBusy(false);
    }
  };
  const code = (what: string) =>
    byOtp && (
      <>
        <p>
          <button
            type="button"
            className="button button--secondary"
            onClick={async () => setDemoOtp((await sendOtp(proof.MobileNo ?? '')).demoOtp)}
          >
            {t('followUp.sendCode', { mobile: `+91 ${proof.MobileNo}` })}
          </button>
        </p>
        {demoOtp && <DemoOtp otp={demoOtp} testId={`${what}-demo-otp`} />}
        <OtpCodeField
          id={`${id}-${what}-otp`}
          value={otp}
          error={errors[`${what}.otp`]}
          onChange={setOtp}
          onEnter={() => (document.getElementById(`${id}-${what}`) as HTMLFormElement | null)?.requestSubmit()}
        />
      </>
    );

  return (
    <section className="case-status__follow-up" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('followUp.title')}</h3>
      {appealUntil &&
        (done.appeal ? (
          <p role="status">{t('followUp.appealSent')}</p>
        ) : (
          <form
            id={`${id}-appeal`}
            noValidate
            onSubmit={submit('appeal', () => appeal({ ...withProof(), Reason: reason }))}
          >
            <h4>{t('followUp.appealTitle')}</h4>
            <p>{t('followUp.appealHint', { date: formatDate(appealUntil, i18n.language as 'en' | 'mr') })}</p>
            <FieldFrame id={`${id}-reason`} label={t('followUp.reason')} required error={errors['appeal.Reason']}>
              <textarea
                {...controlA11y(`${id}-reason`, undefined, errors['appeal.Reason'], true)}
                className="field__input"
                rows={4}
                maxLength={CASE_APPEAL_REASON_MAX}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            </FieldFrame>
            {code('appeal')}
            {errors['appeal.form'] && (
              <p className="form-alert" role="alert">
                {errors['appeal.form']}
              </p>
            )}
            <button type="submit" className="button" disabled={busy}>
              {t('followUp.appealSubmit')}
            </button>
          </form>
        ))}
      {canRate &&
        (done.rate ? (
          <p role="status">{t('followUp.rated')}</p>
        ) : (
          <form
            id={`${id}-rate`}
            noValidate
            onSubmit={submit('rate', () => rate({ ...withProof(), Rating: Number(rating) }))}
          >
            <RadioGroup
              id={`${id}-rating`}
              name="Rating"
              legend={t('followUp.rating')}
              required
              inline
              error={errors['rate.Rating']}
              options={['1', '2', '3', '4', '5'].map((value) => ({
                value,
                label: t(`followUp.rating${value}` as 'followUp.rating1'),
              }))}
              value={rating}
              onChange={setRating}
            />
            {code('rate')}
            {errors['rate.form'] && (
              <p className="form-alert" role="alert">
                {errors['rate.form']}
              </p>
            )}
            <button type="submit" className="button" disabled={busy}>
              {t('followUp.rateSubmit')}
            </button>
          </form>
        ))}
    </section>
  );
}
