import { complaintApi } from '@portal/shared/api/complaint';
import { formatDate, formatDateTime } from '@portal/shared/basics';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n';
import { ApiError, call } from '../../lib/api';
import { useLang } from '../../lib/use-lang';
import { useMobileOtp } from '../../lib/use-otp';
import { ErrorSummary, type SummaryError } from '../../ui/error-summary';
import { Field } from '../../ui/field';
import { useMessageText } from '../../ui/message';
import { RadioGroup } from '../../ui/radio-group';
import { ComplaintLayout } from './complaint-layout';
import '../../ui/form-layout.css';

type Method = 'password' | 'otp';
const NUMBER_PATTERN = /^CMP-\d{4}-\d{6}$/;
const ID = {
  number: 'cmp-status-number',
  password: 'cmp-status-password',
  mobile: 'cmp-status-mobile',
  otp: 'cmp-status-otp',
};

/**
 * Status of Complaint: the number and the complaint password, or the complainant's mobile and an OTP
 * (send-otp with purpose caseStatus) → the status, the due date and the dated timeline. A wrong
 * secret and an unknown number get the same answer (the server's).
 */
export default function ComplaintStatusPage() {
  const { t } = useTranslation(['complaint', 'msg']);
  const text = useMessageText();
  const lang = useLang();
  const otp = useMobileOtp('caseStatus');
  const initial = (useLocation().state as { number?: string } | null)?.number ?? '';
  const [number, setNumber] = useState(initial);
  const [method, setMethod] = useState<Method>('password');
  const [password, setPassword] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [submits, setSubmits] = useState(0);
  const [sent, setSent] = useState<{ demoOtp?: string } | null>(null);
  const [sendError, setSendError] = useState<string>();

  const status = useMutation({
    mutationFn: () =>
      call(complaintApi.status, {
        body:
          method === 'password'
            ? { ComplaintNo: number.trim(), Password: password }
            : { ComplaintNo: number.trim(), MobileNo: mobile.trim(), OTP: code.trim() },
      }),
  });
  const send = useMutation({
    mutationFn: () => otp.send(mobile.trim()),
    onSuccess: (answer) => {
      setSent(answer);
      setSendError(undefined);
    },
    onError: (error) => setSendError(error.message),
  });

  const errorOf = (id: string) => errors.find((e) => e.id === id)?.message;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: SummaryError[] = [];
    // the shared caseNumberRule's checks, without loading zod for this page
    const trimmed = number.trim();
    if (!trimmed) found.push({ id: ID.number, message: text('cases.numberRequired') ?? '' });
    else if (!NUMBER_PATTERN.test(trimmed)) found.push({ id: ID.number, message: text('cases.numberInvalid') ?? '' });
    if (method === 'password' && !password) found.push({ id: ID.password, message: text('common.required') ?? '' });
    if (method === 'otp') {
      if (!/^[6-9]\d{9}$/.test(mobile.trim()))
        found.push({ id: ID.mobile, message: text('common.invalidMobile') ?? '' });
      if (!code.trim()) found.push({ id: ID.otp, message: text('accounts.otpRequired') ?? '' });
    }
    setErrors(found);
    setSubmits((n) => n + 1);
    if (found.length === 0) status.mutate();
  };

  const data = status.data?.Data;
  const failure = status.error;
  return (
    <ComplaintLayout titleKey="pages.complaintStatus">
      <p>{t('statusIntro')}</p>
      <form noValidate className="complaint-form" onSubmit={onSubmit}>
        <ErrorSummary errors={errors} focusKey={submits} />
        <Field
          id={ID.number}
          label={t('complaintNo')}
          hint={t('complaintNoHint')}
          required
          maxLength={20}
          autoComplete="off"
          autoCapitalize="characters"
          value={number}
          error={errorOf(ID.number)}
          onChange={(event) => setNumber(event.target.value.toUpperCase())}
        />
        <RadioGroup
          id="cmp-status-method"
          name="method"
          legend={t('proveWith')}
          options={[
            { value: 'password', label: t('byPassword') },
            { value: 'otp', label: t('byOtp') },
          ]}
          value={method}
          onChange={(value) => {
            setMethod(value as Method);
            setErrors([]);
          }}
        />
        {method === 'password' ? (
          <Field
            id={ID.password}
            type="password"
            label={t('password')}
            required
            maxLength={64}
            autoComplete="current-password"
            value={password}
            error={errorOf(ID.password)}
            onChange={(event) => setPassword(event.target.value)}
          />
        ) : (
          <>
            <Field
              id={ID.mobile}
              type="tel"
              label={t('primaryNumber')}
              hint={t('mobileHint')}
              prefix="+91"
              required
              inputMode="numeric"
              maxLength={10}
              autoComplete="tel-national"
              value={mobile}
              error={errorOf(ID.mobile) ?? sendError}
              onChange={(event) => setMobile(event.target.value.replace(/\D/g, '').slice(0, 10))}
              after={
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={!/^[6-9]\d{9}$/.test(mobile) || send.isPending}
                  onClick={() => send.mutate()}
                >
                  {sent ? t('resendOtp') : t('sendOtp')}
                </button>
              }
            />
            <p role="status">
              {sent && t('otpSent')} {sent?.demoOtp && t('demoOtp', { otp: sent.demoOtp })}
            </p>
            {sent && (
              <Field
                id={ID.otp}
                label={t('otp')}
                required
                inputMode="numeric"
                maxLength={6}
                autoComplete="one-time-code"
                value={code}
                error={errorOf(ID.otp)}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
              />
            )}
          </>
        )}
        <div className="form-actions">
          <button type="submit" className="button" disabled={status.isPending}>
            {status.isPending ? t('checking') : t('check')}
          </button>
        </div>
      </form>

      <div aria-live="polite">
        {failure && (
          <p className="form-alert" role="alert">
            {failure instanceof ApiError && failure.status > 0 ? failure.message : t('msg:common.serverError')}
          </p>
        )}
        {data && (
          <section className="complaint-result" aria-labelledby="cmp-status-result">
            <h2 id="cmp-status-result">{t('resultHeading', { number: data.ComplaintNo })}</h2>
            <dl>
              <dt>{t('currentStatus')}</dt>
              <dd>
                <span className="complaint-badge">{t(`msg:cases.status.${data.Status}`)}</span>
              </dd>
              <dt>{t('dueDate')}</dt>
              <dd>{formatDate(data.DueDate.slice(0, 10), lang)}</dd>
            </dl>
            <h3>{t('timeline')}</h3>
            <ol className="complaint-timeline">
              {data.Timeline.map((step) => (
                <li key={`${step.At}:${step.Action}`} className="complaint-step">
                  <time dateTime={step.At}>{formatDateTime(new Date(step.At), lang)}</time>
                  {' — '}
                  {t(`msg:cases.action.${step.Action}`)}
                  {step.Remarks && <p>{step.Remarks}</p>}
                </li>
              ))}
            </ol>
          </section>
        )}
      </div>
    </ComplaintLayout>
  );
}
