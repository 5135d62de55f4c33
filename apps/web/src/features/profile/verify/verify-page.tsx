import { PROFILE_STEPS, type ProfileStep, type VerificationStatusData } from '@portal/shared';
import { fileUrl } from '@portal/shared/api/uploads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { ErrorSummary } from '../../../ui/error-summary';
import { controlA11y, FieldNotes } from '../../../ui/field';
import { ProfileStepPage } from '../wizard/profile-step-page';
import { requestChange, submitForVerification } from './api';
import { fieldLabel } from './field-label';
import { useVerification } from './use-verification';
import './verify.css';

const routeOf = (step: ProfileStep) => PROFILE_STEPS.find((s) => s.step === step)?.route ?? '/dashboard';

/**
 * Step 10, Verify (issue 21 item 1, decision 063): check your answers. What is missing or returned
 * comes first with links to its step; then every section with a Change link; the declaration and
 * Submit for verification, which locks the profile until an officer decides. A verified person may
 * ask for a change.
 */
export default function VerifyPage() {
  const { t } = useTranslation('profile-verify');
  return (
    <ProfileStepPage step="Verify" title={t('title')}>
      {() => <Verify />}
    </ProfileStepPage>
  );
}

function Verify() {
  const { t } = useTranslation(['profile-verify', 'common']);
  const verification = useVerification();
  const data = verification.data?.Data;
  if (verification.error) {
    return (
      <p className="verify__error" role="alert">
        {verification.error.message}
      </p>
    );
  }
  if (!data) {
    return (
      <p className="page-loading" role="status">
        {t('loading')}
      </p>
    );
  }
  return (
    <div className="verify">
      <StateBanner data={data} />
      <Attention data={data} />
      {data.sections.map((section) => (
        <section key={section.step} className="verify-section" aria-labelledby={`verify-${section.step}`}>
          <div className="verify-section__head">
            <h2 id={`verify-${section.step}`}>{t(`common:steps.${section.step}`)}</h2>
            {data.editableSteps.includes(section.step) && (
              <Link to={routeOf(section.step)}>
                {t('change')}
                <span className="visually-hidden"> {t(`common:steps.${section.step}`)}</span>
              </Link>
            )}
          </div>
          {section.items.length === 0 ? (
            <p>{t('nothingSaved')}</p>
          ) : (
            <dl className="verify-section__list">
              {section.items.map((item) => (
                <div
                  key={item.field}
                  className={item.verdict === 'returned' ? 'verify-item verify-item--returned' : 'verify-item'}
                >
                  <dt>{fieldLabel(item.field, t('entry'))}</dt>
                  <dd>
                    {item.document ? (
                      <a href={fileUrl(item.value)} target="_blank" rel="noreferrer">
                        {t('viewDocument')}
                        <span className="visually-hidden"> ({t('opensNewTab')})</span>
                      </a>
                    ) : (
                      item.value
                    )}
                    {data.state === 'returned' && item.verdict === 'returned' && (
                      <p className="verify-item__remark">
                        <strong>{t('officerRemark')}</strong> {item.remark}
                      </p>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      ))}
      {(data.state === 'notSubmitted' || data.state === 'returned') && <SubmitForm data={data} />}
      {data.state === 'verified' && <ChangeRequest data={data} />}
    </div>
  );
}

function StateBanner({ data }: { data: VerificationStatusData }) {
  const { t } = useTranslation('profile-verify');
  const complete = data.missing.length === 0;
  return (
    <div className={`verify-state verify-state--${data.state}`} role="status">
      <p className="verify-state__title">{t(`state.${data.state}`)}</p>
      {data.state === 'notSubmitted' && complete && <p>{t('complete')}</p>}
      {data.state === 'returned' && (
        <p>{t('returnedCounts', { returned: data.rejectCount, verified: data.verifyCount })}</p>
      )}
    </div>
  );
}

/** What is missing or returned, first, each with a link to its step. */
function Attention({ data }: { data: VerificationStatusData }) {
  const { t } = useTranslation(['profile-verify', 'common']);
  if (data.missing.length === 0 && data.returned.length === 0) return null;
  return (
    <section className="verify-attention" aria-labelledby="verify-attention-title">
      <h2 id="verify-attention-title">{t('attentionTitle')}</h2>
      <ul>
        {data.missing.map((step) => (
          <li key={step}>
            <Link to={routeOf(step)}>{t('completeStep', { step: t(`common:steps.${step}`) })}</Link>
          </li>
        ))}
        {data.returned.map((r) => (
          <li key={r.field}>
            <Link to={routeOf(r.step)}>
              {t(`common:steps.${r.step}`)}: {fieldLabel(r.field, t('entry'))}
            </Link>{' '}
            — {r.remark}
          </li>
        ))}
      </ul>
    </section>
  );
}

function SubmitForm({ data }: { data: VerificationStatusData }) {
  const { t } = useTranslation('profile-verify');
  const queryClient = useQueryClient();
  const [declared, setDeclared] = useState(false);
  const [tries, setTries] = useState(0);
  const [error, setError] = useState<string>();
  const submit = useMutation({
    mutationFn: submitForVerification,
    onSuccess: async () => {
      setError(undefined);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['verification'] }),
        queryClient.invalidateQueries({ queryKey: ['profileProgress'] }),
      ]);
    },
    onError: (e) => setError(e instanceof ApiError ? e.message : t('failed')),
  });
  const declarationError = tries > 0 && !declared ? t('declarationRequired') : undefined;
  const errors = [
    ...(declarationError ? [{ id: 'verify-declaration', message: declarationError }] : []),
    ...(error ? [{ id: 'verify-submit', message: error }] : []),
  ];
  return (
    <form
      className="verify-submit"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTries((n) => n + 1);
        if (declared) submit.mutate();
      }}
    >
      <ErrorSummary errors={errors} focusKey={tries} />
      <h2>{t('declarationTitle')}</h2>
      <div className="verify-declaration">
        <input
          type="checkbox"
          checked={declared}
          onChange={(event) => setDeclared(event.target.checked)}
          {...controlA11y('verify-declaration', undefined, declarationError, true)}
        />
        <label htmlFor="verify-declaration">{t('declaration')}</label>
      </div>
      <FieldNotes id="verify-declaration" error={declarationError} />
      <button
        id="verify-submit"
        type="submit"
        className="button"
        disabled={submit.isPending || data.missing.length > 0}
        aria-describedby={data.missing.length > 0 ? 'verify-attention-title' : undefined}
      >
        {submit.isPending ? t('submitting') : t(data.state === 'returned' ? 'resubmit' : 'submit')}
      </button>
    </form>
  );
}

function ChangeRequest({ data }: { data: VerificationStatusData }) {
  const { t } = useTranslation('profile-verify');
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const send = useMutation({
    mutationFn: () => requestChange(reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['verification'] }),
    onError: (e) => setError(e instanceof ApiError ? (e.fields[0]?.message ?? e.message) : t('failed')),
  });
  if (data.changeRequestedAt) {
    return (
      <p className="verify-state" role="status">
        {t('changePending')}
      </p>
    );
  }
  return (
    <form
      className="verify-submit"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate();
      }}
    >
      <h2>{t('changeTitle')}</h2>
      <div className={`field${error ? ' field--error' : ''}`}>
        <label className="field__label" htmlFor="verify-reason">
          {t('changeReason')}
        </label>
        <textarea
          className="field__input"
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          {...controlA11y('verify-reason', undefined, error, true)}
        />
        <FieldNotes id="verify-reason" error={error} />
      </div>
      <button type="submit" className="button button--secondary" disabled={send.isPending}>
        {t('changeSend')}
      </button>
    </form>
  );
}
