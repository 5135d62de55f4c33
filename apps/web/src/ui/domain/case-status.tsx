import {
  type CaseAction,
  type CaseKind,
  type CaseStatus,
  DECIDED_CASE_STATUSES,
  mobileDigits,
  todayInIndia,
} from '@portal/shared';
import { formatDate, formatDateTime, type Lang } from '@portal/shared/basics';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../i18n';
import { ApiError } from '../../lib/api';
import { lazySchemaResolver } from '../../lib/schema-resolver';
import { ErrorSummary, summaryOf } from '../error-summary';
import { Field } from '../field';
import { useMessageText } from '../message';
import { RadioGroup } from '../radio-group';
import { CaseFollowUp, type CaseFollowUpCalls, type CaseProof } from './case-follow-up';
import { type FiledField, FiledForm } from './filed-form';
import { DemoOtp, OtpCodeField } from './otp-code-field';
import './case-status.css';
import './case-status-catalogs';
import '../form-layout.css';

/** How a visitor shows the case is theirs: the case password, or an OTP to the case's mobile. */
type Secret = 'password' | 'otp';

/** A case as the status lookup of either kind answers it (the kind's number under `number`). */
type CaseFound = {
  number: string;
  Status: CaseStatus;
  /** ISO date-time the board will answer by. */
  DueDate: string;
  Timeline: { At: string; Action: CaseAction; Remarks: string | null }[];
  /** Until when (YYYY-MM-DD) the filer may appeal, or null. */
  AppealUntil: string | null;
  /** The filer's rating once given. */
  Rating: number | null;
  /** What was filed, and the names of its documents. */
  Filed: FiledField[];
  Documents: { Name: string }[];
  /** The last four digits of the mobile acknowledgements go to. */
  MobileEnding: string;
  /** The e-mail address the acknowledgement goes to, masked by the server. */
  Email: string;
};

type Values = Record<string, string>;

type CaseStatusLookupProps<Body extends CaseProof> = {
  kind: CaseKind;
  /** Prefix of the controls' ids ('cmp-status' → 'cmp-status-number', …). */
  idPrefix: string;
  /** The form's accessible name (the page's title). */
  formLabel: string;
  /** The kind's request schema (its number rule and the secrets it takes), imported on first use. */
  schema: () => Promise<z.ZodType<Body>>;
  /** The request field that holds the number ('ComplaintNo'). */
  numberField: string;
  /** What the kind accepts, the first one chosen at first: complaints ['password', 'otp'], grievances ['otp']. */
  methods: readonly [Secret, ...Secret[]];
  initialNumber?: string;
  /** The kind's own words, already translated. */
  texts: {
    number: string;
    numberHint: string;
    /** The result's heading ('Complaint CMP-2026-000123'): also the result region's name. */
    result: (number: string) => string;
    /** With more than one method: the question and each answer. */
    methods?: { legend: string } & Record<Secret, string>;
  };
  /** send-otp with purpose `caseStatus`; rejects with an Error whose message is the words to show. */
  sendOtp: (mobile: string) => Promise<{ demoOtp?: string }>;
  /** The kind's status call; rejects with an ApiError (its message, and its field errors on their fields). */
  lookup: (body: Body) => Promise<CaseFound>;
  /** The kind's appeal and rating calls (after a decision, with the status check's proof). */
  followUp: Omit<CaseFollowUpCalls<Body>, 'sendOtp'>;
};

/** The request body of the chosen method: the number and that method's secrets only. */
const bodyOf = (values: Values, numberField: string): Partial<Values> =>
  values.Method === 'password'
    ? { [numberField]: values[numberField], Password: values.Password }
    : { [numberField]: values[numberField], MobileNo: values.MobileNo, OTP: values.OTP };

/**
 * The status lookup of a case (a complaint or a grievance: one case model, docs/decisions/036): the
 * number and either the case password or the mobile with an OTP sent to it, checked by the kind's
 * shared request schema; then the status, the day the board will answer by (in India) and the dated
 * timeline, whose heading takes focus. The page passes the calls (this component calls no API), its
 * own words for the number and the result, and its title; a failed check is said in a live region,
 * and the server's field errors land on their fields.
 */
export function CaseStatusLookup<Body extends CaseProof>({
  kind,
  idPrefix,
  formLabel,
  schema,
  numberField,
  methods,
  initialNumber = '',
  texts,
  sendOtp,
  lookup,
  followUp,
}: CaseStatusLookupProps<Body>) {
  const { t } = useTranslation(['case-status', 'msg']);
  const text = useMessageText();
  const schemaResolver = useMemo(() => lazySchemaResolver<Values, Body>(schema), [schema]);
  const resolver = useMemo<Resolver<Values, unknown, Body>>(
    () => (values, context, options) => schemaResolver(bodyOf(values, numberField) as Values, context, options),
    [schemaResolver, numberField],
  );
  const form = useForm<Values, unknown, Body>({
    resolver,
    defaultValues: {
      [numberField]: initialNumber.slice(0, 20),
      Password: '',
      MobileNo: '',
      OTP: '',
      Method: methods[0],
    },
    shouldFocusError: false,
  });
  const { register, handleSubmit, setValue, setError, clearErrors, getValues, trigger, control } = form;
  const errors = form.formState.errors;
  const method = useWatch({ control, name: 'Method' }) as Secret;
  const code = useWatch({ control, name: 'OTP' });
  const [summaryFocus, setSummaryFocus] = useState(0);
  const [sentTo, setSentTo] = useState<string>();
  const [demoOtp, setDemoOtp] = useState<string>();
  const [sendError, setSendError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [found, setFound] = useState<CaseFound>();
  const [proof, setProof] = useState<Body>();
  const otpRef = useRef<HTMLInputElement>(null);

  const ids: Values = {
    [numberField]: `${idPrefix}-number`,
    ...(method === 'password'
      ? { Password: `${idPrefix}-password` }
      : { MobileNo: `${idPrefix}-mobile`, OTP: `${idPrefix}-otp` }),
  };
  const err = (name: string) => text(errors[name]?.message as string | undefined);

  const check = async (body: Body) => {
    setChecking(true);
    setFailure(undefined);
    setFound(undefined);
    try {
      const answer = await lookup(body);
      // what proved the case, for an appeal or a rating: the password again, or the mobile (a new code)
      setProof({ ...body, OTP: undefined });
      setFound(answer);
    } catch (error) {
      const known = error instanceof ApiError && error.status > 0 && error.status < 500;
      setFailure(known ? error.message : t('msg:common.serverError'));
      if (error instanceof ApiError) {
        for (const field of error.fields) {
          if (field.field in ids) setError(field.field, { message: field.key || field.message });
        }
      }
    } finally {
      // an OTP is good for one check
      setValue('OTP', '');
      setChecking(false);
    }
  };
  const submit = handleSubmit(check, () => setSummaryFocus((n) => n + 1));

  const send = async () => {
    setSendError(undefined);
    if (!(await trigger('MobileNo'))) {
      setSummaryFocus((n) => n + 1);
      return;
    }
    const mobile = getValues('MobileNo');
    setSending(true);
    try {
      const sent = await sendOtp(mobile);
      setSentTo(mobile);
      setDemoOtp(sent.demoOtp);
      otpRef.current?.focus();
    } catch (failed) {
      setSendError(failed instanceof Error && failed.message ? failed.message : t('msg:accounts.otpGenericError'));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <form
        noValidate
        className="case-status no-print"
        aria-label={formLabel}
        onSubmit={submit}
        onFocus={schemaResolver.load}
      >
        <ErrorSummary errors={summaryOf(errors, ids, text)} focusKey={summaryFocus} />
        <Field
          id={`${idPrefix}-number`}
          label={texts.number}
          hint={texts.numberHint}
          required
          maxLength={20}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={err(numberField)}
          {...register(numberField, {
            onChange: (event) => {
              const upper = event.target.value.toUpperCase();
              if (upper !== event.target.value) setValue(numberField, upper);
            },
          })}
        />
        {methods.length > 1 && texts.methods && (
          <RadioGroup
            id={`${idPrefix}-method`}
            name={`${idPrefix}-method`}
            legend={texts.methods.legend}
            options={methods.map((value) => ({ value, label: texts.methods?.[value] ?? value }))}
            value={method}
            onChange={(value) => {
              setValue('Method', value);
              clearErrors();
            }}
          />
        )}
        {method === 'password' ? (
          <Field
            id={`${idPrefix}-password`}
            type="password"
            label={t('password')}
            required
            maxLength={64}
            autoComplete="current-password"
            error={err('Password')}
            {...register('Password')}
          />
        ) : (
          <>
            <Field
              id={`${idPrefix}-mobile`}
              type="tel"
              prefix="+91"
              label={t('mobile')}
              hint={t('mobileHint')}
              required
              inputMode="numeric"
              maxLength={10}
              autoComplete="tel-national"
              error={err('MobileNo')}
              {...register('MobileNo', {
                onChange: (event) => setValue('MobileNo', mobileDigits(event.target.value)),
              })}
              after={
                <button type="button" className="button button--secondary" onClick={send} disabled={sending}>
                  {sending ? t('sending') : sentTo ? t('resendOtp') : t('sendOtp')}
                </button>
              }
            />
            <div aria-live="polite">
              {sendError && <p className="form-alert">{sendError}</p>}
              {sentTo && !sendError && <p>{t('otpSent', { mobile: `+91 ${sentTo}` })}</p>}
              {sentTo && demoOtp && !sendError && <DemoOtp otp={demoOtp} testId="status-demo-otp" />}
            </div>
            <OtpCodeField
              id={`${idPrefix}-otp`}
              ref={otpRef}
              value={code ?? ''}
              error={err('OTP')}
              onChange={(value) => setValue('OTP', value)}
              onEnter={() => void submit()}
            />
          </>
        )}
        <div aria-live="polite">
          {failure && (
            <p className="form-alert" role="alert">
              {failure}
            </p>
          )}
        </div>
        <div className="form-actions">
          <button type="submit" className="button" disabled={checking}>
            {checking ? t('checking') : t('check')}
          </button>
        </div>
      </form>
      {found && <CaseResult kind={kind} found={found} heading={texts.result(found.number)} />}
      {found && proof && (
        <CaseFollowUp
          key={found.Timeline.length}
          proof={proof}
          appealUntil={found.AppealUntil}
          canRate={(DECIDED_CASE_STATUSES as readonly string[]).includes(found.Status) && found.Rating === null}
          appeal={followUp.appeal}
          rate={followUp.rate}
          sendOtp={sendOtp}
        />
      )}
    </>
  );
}

/** The calendar day in India (where the board is) of an ISO date-time, in the page language. */
const dayInIndia = (iso: string, lang: Lang) => formatDate(todayInIndia(new Date(iso)), lang);

/** The case found: its status, the day the board will answer by and the dated timeline. Its heading takes focus. */
function CaseResult({ kind, found, heading }: { kind: CaseKind; found: CaseFound; heading: string }) {
  const { t, i18n } = useTranslation(['case-status', 'msg']);
  const lang = i18n.language;
  const headingId = useId();
  const ref = useRef<HTMLHeadingElement>(null);
  // Each check clears the last result, so every result arrives as a new mount.
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <section className="case-status__result" aria-labelledby={headingId}>
      <h2 id={headingId} ref={ref} tabIndex={-1}>
        {heading}
      </h2>
      <dl className="case-status__facts">
        <dt>{t('current')}</dt>
        <dd>
          <span className="case-status__badge" data-testid="case-status">
            {t(`msg:cases.status.${found.Status}`)}
          </span>
        </dd>
        <dt>{t('due')}</dt>
        <dd>
          <time dateTime={found.DueDate}>{dayInIndia(found.DueDate, lang)}</time>
        </dd>
      </dl>
      <h3>{t('timeline')}</h3>
      <ol className="case-status__timeline">
        {found.Timeline.map((step) => (
          <li key={`${step.At}:${step.Action}`}>
            <time dateTime={step.At}>{formatDateTime(new Date(step.At), lang)}</time>
            {' – '}
            {t(`msg:cases.action.${step.Action}`)}
            {step.Remarks && <p>{t('remarks', { remarks: step.Remarks })}</p>}
          </li>
        ))}
      </ol>
      <FiledCase kind={kind} found={found} />
    </section>
  );
}

/**
 * What the filer filed (issue 23 item 8), under the form's own labels, its documents by name, where the
 * acknowledgements go, and a button to print it (the print style shows the result only).
 */
function FiledCase({ kind, found }: { kind: CaseKind; found: CaseFound }) {
  const { t } = useTranslation(['case-status']);
  // the documents are listed below, by name, for both kinds
  const fields = found.Filed.filter((field) => field.key !== 'documents');
  return (
    <>
      <h3>{t('filed.title')}</h3>
      <p>{t('filed.acknowledgements', { ending: found.MobileEnding, email: found.Email })}</p>
      <FiledForm kind={kind} fields={fields} />
      <h4>{t('filed.documents')}</h4>
      {found.Documents.length > 0 ? (
        <ul>
          {found.Documents.map((document, index) => (
            // two documents may share a name
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed once answered
            <li key={index}>{document.Name}</li>
          ))}
        </ul>
      ) : (
        <p>{t('filed.noDocuments')}</p>
      )}
      <button type="button" className="button button--secondary" onClick={() => window.print()}>
        {t('filed.print')}
      </button>
    </>
  );
}
