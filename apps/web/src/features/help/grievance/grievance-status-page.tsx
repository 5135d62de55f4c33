import { zodResolver } from '@hookform/resolvers/zod';
import { grievanceStatusRequestSchema, mobileDigits } from '@portal/shared';
import { grievanceApi } from '@portal/shared/api/grievance';
import { formatDate, formatDateTime, type Lang } from '@portal/shared/basics';
import type { EndpointResponse } from '@portal/shared/endpoint';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { ApiError, call } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { useMobileOtp } from '../../../lib/use-otp';
import { ErrorSummary, summaryOf } from '../../../ui/error-summary';
import { Field } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';
import { DemoOtp, OtpCodeField } from '../../../ui/otp-code-field';
import './catalogs';
import './grievance.css';
import '../../../ui/form-layout.css';

type Values = { GrievanceNo: string; MobileNo: string; OTP: string };
type Found = EndpointResponse<NonNullable<(typeof grievanceApi.status)['schemas']>>['Data'];

const IDS = {
  GrievanceNo: 'grievance-status-number',
  MobileNo: 'grievance-status-mobile',
  OTP: 'grievance-status-otp',
};

/** The calendar day (in India, where the board is) of an ISO date-time, in the page language. */
const dayOf = (iso: string, lang: Lang) =>
  formatDate(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(iso)), lang);

/**
 * /grievance-status: the grievance number, the mobile it was filed from and an OTP sent to that
 * mobile → the current status, the date the board will answer by, and the dated timeline. Any
 * mismatch gets the server's one answer (it never says which part was wrong).
 */
export default function GrievanceStatusPage() {
  const { t, i18n } = useTranslation(['grievance', 'msg']);
  const lang = i18n.language;
  const text = useMessageText();
  usePageTitle(t('status.title'));
  const [params] = useSearchParams();
  const otp = useMobileOtp('caseStatus');
  const [sentTo, setSentTo] = useState<string>();
  const [demoOtp, setDemoOtp] = useState<string>();
  const [sendError, setSendError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [summaryFocus, setSummaryFocus] = useState(0);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);

  const form = useForm<Values>({
    resolver: zodResolver(grievanceStatusRequestSchema) as never,
    defaultValues: { GrievanceNo: (params.get('number') ?? '').slice(0, 20), MobileNo: '', OTP: '' },
    shouldFocusError: false,
  });
  const { register, handleSubmit, setValue, setError, formState, getValues, trigger } = form;
  const errors = formState.errors;
  const err = (name: keyof Values) => text(errors[name]?.message);

  const lookup = useMutation({
    mutationFn: (body: Values) => call(grievanceApi.status, { body }).then((answer) => answer.Data),
    onSuccess: () => setValue('OTP', ''),
    onError: (error) => {
      setValue('OTP', '');
      if (!(error instanceof ApiError)) return;
      for (const field of error.fields) {
        if (field.field in IDS) setError(field.field as keyof Values, { message: field.key || field.message });
      }
    },
  });
  const found: Found | undefined = lookup.data;
  const failure = lookup.error
    ? lookup.error instanceof ApiError && lookup.error.status > 0 && lookup.error.status < 500
      ? lookup.error.message
      : t('msg:common.serverError')
    : undefined;

  useEffect(() => {
    if (found) resultRef.current?.focus();
  }, [found]);

  const send = async () => {
    setSendError(undefined);
    if (!(await trigger('MobileNo'))) {
      setSummaryFocus((n) => n + 1);
      return;
    }
    const mobile = getValues('MobileNo');
    setSending(true);
    try {
      const sent = await otp.send(mobile);
      setSentTo(mobile);
      setDemoOtp(sent.demoOtp);
      otpRef.current?.focus();
    } catch (failed) {
      setSendError(failed instanceof Error ? failed.message : t('msg:accounts.otpGenericError'));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="container grievance-status">
      <h1>{t('status.title')}</h1>
      <p>{t('status.intro')}</p>
      <form
        noValidate
        aria-label={t('status.title')}
        onSubmit={handleSubmit(
          (values) => lookup.mutate(values),
          () => setSummaryFocus((n) => n + 1),
        )}
      >
        <ErrorSummary errors={summaryOf(errors, IDS, text)} focusKey={summaryFocus} />
        <Field
          id={IDS.GrievanceNo}
          label={t('status.number')}
          hint={t('status.numberHint')}
          required
          maxLength={20}
          autoComplete="off"
          spellCheck={false}
          error={err('GrievanceNo')}
          {...register('GrievanceNo')}
        />
        <Field
          id={IDS.MobileNo}
          type="tel"
          prefix="+91"
          label={t('status.mobile')}
          required
          inputMode="numeric"
          autoComplete="tel-national"
          error={err('MobileNo')}
          {...register('MobileNo', {
            onChange: (event) => setValue('MobileNo', mobileDigits(event.target.value)),
          })}
        />
        <div className="grievance-status__otp-row">
          <button type="button" className="button button--secondary" onClick={send} disabled={sending}>
            {sending ? t('status.sending') : t('status.sendOtp')}
          </button>
        </div>
        <div aria-live="polite">
          {sendError && <p className="form-alert">{sendError}</p>}
          {sentTo && !sendError && <p>{t('status.otpSent', { mobile: `+91 ${sentTo}` })}</p>}
          {sentTo && demoOtp && !sendError && <DemoOtp otp={demoOtp} testId="status-demo-otp" />}
        </div>
        <OtpCodeField
          id={IDS.OTP}
          ref={otpRef}
          value={form.watch('OTP')}
          error={err('OTP')}
          onChange={(code) => setValue('OTP', code)}
          onEnter={() => void handleSubmit((values) => lookup.mutate(values))()}
        />
        <div aria-live="polite">{failure && <p className="form-alert">{failure}</p>}</div>
        <div className="form-actions">
          <button type="submit" className="button" disabled={lookup.isPending}>
            {lookup.isPending ? t('status.checking') : t('status.check')}
          </button>
        </div>
      </form>

      {found && (
        <section className="grievance-status__result" aria-labelledby="grievance-status-result">
          <h2 id="grievance-status-result" ref={resultRef} tabIndex={-1}>
            {t('status.result', { number: found.GrievanceNo })}
          </h2>
          <dl className="grievance-status__facts">
            <dt>{t('status.current')}</dt>
            <dd data-testid="grievance-status">{t(`msg:cases.status.${found.Status}`)}</dd>
            <dt>{t('status.due')}</dt>
            <dd>
              <time dateTime={found.DueDate}>{dayOf(found.DueDate, lang)}</time>
            </dd>
          </dl>
          <h3>{t('status.timeline')}</h3>
          <ol className="grievance-status__timeline">
            {found.Timeline.map((step) => (
              <li key={`${step.At}:${step.Action}`}>
                <time dateTime={step.At}>{formatDateTime(new Date(step.At), lang)}</time>
                {' – '}
                {t(`msg:cases.action.${step.Action}`)}
                {step.Remarks && <p>{t('status.remarks', { remarks: step.Remarks })}</p>}
              </li>
            ))}
          </ol>
        </section>
      )}
      <p>
        <Link to="/assitance">{t('status.newGrievance')}</Link>
      </p>
    </div>
  );
}
