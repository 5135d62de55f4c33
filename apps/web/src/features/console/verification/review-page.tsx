import { type FieldVerdict, formatDateTime, type Lang, type ReviewItem, VERIFICATION_LIMITS } from '@portal/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { ErrorSummary } from '../../../ui/error-summary';
import { documentHref, useChangeDecision, useDecision, useVerificationReview } from './api';
import './catalogs';
import './verification.css';

type Mark = { verdict: FieldVerdict; remark: string };
const inputId = (field: string) => `mark-${field.replace(/\./g, '-')}`;
/** `FatherName` → "Father Name"; a list entry (`qualification.12`) is named by the catalog's "entry". */
const labelOf = (field: string, entry: string) => {
  const last = field.split('.').at(-1) ?? field;
  return /^\d+$/.test(last) ? entry : last.replace(/([a-z])([A-Z])/g, '$1 $2');
};

/**
 * /console/verifications/:userId: every section's fields and documents, each marked Verified or
 * Returned with a remark, the document shown beside; the decision (verified when nothing is returned).
 * A verified profile's change request is approved (the profile is returned) or declined here.
 */
export default function ReviewPage() {
  const userId = Number(useParams().userId);
  const { t, i18n } = useTranslation(['console-verification', 'common']);
  const lang = i18n.language as Lang;
  const review = useVerificationReview(userId);
  const decision = useDecision(userId);
  const change = useChangeDecision(userId);
  const [marks, setMarks] = useState<Record<string, Mark>>({});
  const [shown, setShown] = useState<ReviewItem | null>(null);
  const [tries, setTries] = useState(0);
  const data = review.data;
  usePageTitle(t('review.title', { profileId: data?.row.profileId ?? '' }));

  const markOf = (field: string): Mark => marks[field] ?? { verdict: 'verified', remark: '' };
  const setMark = (field: string, mark: Partial<Mark>) =>
    setMarks((all) => ({ ...all, [field]: { ...markOf(field), ...mark } }));
  const items = data?.sections.flatMap((s) => s.items) ?? [];
  const missingRemarks =
    tries > 0 ? items.filter((i) => markOf(i.field).verdict === 'returned' && !markOf(i.field).remark.trim()) : [];
  const serverError =
    decision.error instanceof ApiError ? decision.error.message : decision.error ? t('review.failed') : undefined;
  const errors = [
    ...missingRemarks.map((i) => ({
      id: `${inputId(i.field)}-remark`,
      message: t('review.remarkRequired', { field: labelOf(i.field, t('review.entry')) }),
    })),
    ...(serverError ? [{ id: 'review-decide', message: serverError }] : []),
  ];
  const returnedCount = items.filter((i) => markOf(i.field).verdict === 'returned').length;
  const decide = () => {
    setTries((n) => n + 1);
    if (items.some((i) => markOf(i.field).verdict === 'returned' && !markOf(i.field).remark.trim())) return;
    decision.mutate({ marks: items.map((i) => ({ field: i.field, ...markOf(i.field) })) });
  };

  return (
    <>
      <p>
        <Link to="/console/verifications">{t('review.back')}</Link>
      </p>
      <h1>{t('review.title', { profileId: data?.row.profileId ?? '' })}</h1>
      {review.error && (
        <p role="alert" className="console-alert">
          {review.error.message}
        </p>
      )}
      {data && (
        <>
          <dl className="verification-facts">
            <dt>{t('col.name')}</dt>
            <dd>{data.row.name}</dd>
            <dt>{t('col.role')}</dt>
            <dd>{t(`role.${data.row.role}`)}</dd>
            {data.institute && (
              <>
                <dt>{t('review.institute')}</dt>
                <dd>
                  {data.institute.name} ({data.institute.code})
                </dd>
              </>
            )}
            <dt>{t('col.region')}</dt>
            <dd>{lang === 'mr' ? data.row.region.nameMr : data.row.region.nameEn}</dd>
            <dt>{t('col.submitted')}</dt>
            <dd>{formatDateTime(new Date(data.row.submittedAt), lang)}</dd>
            <dt>{t('review.status')}</dt>
            <dd>{t(`status.${data.status}`)}</dd>
            {data.decidedAt && (
              <>
                <dt>{t('review.counts')}</dt>
                <dd>{t('review.countsValue', { verified: data.verifyCount, returned: data.rejectCount })}</dd>
              </>
            )}
          </dl>
          {decision.isSuccess && (
            <p role="status" className="verification-done">
              {decision.data.Message}
            </p>
          )}
          {data.row.changeRequestedAt && data.status === 'verified' && (
            <section className="verification-change" aria-labelledby="change-title">
              <h2 id="change-title">{t('changes.request')}</h2>
              <p>{data.row.changeReason}</p>
              <div className="verification-actions">
                <button
                  type="button"
                  className="button"
                  onClick={() => change.mutate(true)}
                  disabled={change.isPending}
                >
                  {t('changes.approve')}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => change.mutate(false)}
                  disabled={change.isPending}
                >
                  {t('changes.decline')}
                </button>
              </div>
              {change.error && (
                <p role="alert" className="console-alert">
                  {change.error.message}
                </p>
              )}
            </section>
          )}
          <ErrorSummary errors={errors} focusKey={tries} />
          <div className="verification-review">
            <div className="verification-review__fields">
              {data.sections.map((section) => (
                <section key={section.step} aria-labelledby={`sec-${section.step}`}>
                  <h2 id={`sec-${section.step}`}>{t(`common:steps.${section.step}`)}</h2>
                  {section.items.length === 0 && <p>{t('review.noItems')}</p>}
                  {section.items.map((item) => {
                    const id = inputId(item.field);
                    const mark = markOf(item.field);
                    const label = labelOf(item.field, t('review.entry'));
                    const remarkError = missingRemarks.includes(item)
                      ? t('review.remarkRequired', { field: label })
                      : undefined;
                    return (
                      <fieldset key={item.field} className={`verification-item verification-item--${mark.verdict}`}>
                        <legend>{label}</legend>
                        {item.document ? (
                          <p>
                            <button type="button" className="button button--secondary" onClick={() => setShown(item)}>
                              {t('review.showDocument', { field: label })}
                            </button>{' '}
                            <a href={documentHref(userId, item.value)} target="_blank" rel="noreferrer">
                              {t('review.openDocument')}
                            </a>
                          </p>
                        ) : (
                          <p className="verification-item__value">{item.value}</p>
                        )}
                        {item.verdict === 'returned' && (
                          <p className="verification-item__earlier">{t('review.earlier', { remark: item.remark })}</p>
                        )}
                        {data.status === 'submitted' ? (
                          <>
                            <div className="verification-item__verdicts">
                              {(['verified', 'returned'] as const).map((verdict) => (
                                <label key={verdict}>
                                  <input
                                    type="radio"
                                    name={id}
                                    value={verdict}
                                    checked={mark.verdict === verdict}
                                    onChange={() => setMark(item.field, { verdict })}
                                  />{' '}
                                  {t(`verdict.${verdict}`)}
                                </label>
                              ))}
                            </div>
                            {mark.verdict === 'returned' && (
                              <div className={`field${remarkError ? ' field--error' : ''}`}>
                                <label className="field__label" htmlFor={`${id}-remark`}>
                                  {t('review.remark')}
                                </label>
                                <textarea
                                  id={`${id}-remark`}
                                  className="field__input"
                                  rows={2}
                                  maxLength={VERIFICATION_LIMITS.remarkMax}
                                  value={mark.remark}
                                  aria-invalid={remarkError ? true : undefined}
                                  aria-describedby={remarkError ? `${id}-remark-error` : undefined}
                                  onChange={(event) => setMark(item.field, { remark: event.target.value })}
                                />
                                {remarkError && (
                                  <p id={`${id}-remark-error`} className="field__error">
                                    {remarkError}
                                  </p>
                                )}
                              </div>
                            )}
                          </>
                        ) : (
                          item.verdict && <p>{t(`verdict.${item.verdict}`)}</p>
                        )}
                      </fieldset>
                    );
                  })}
                </section>
              ))}
            </div>
            <section className="verification-review__viewer" aria-label={t('review.viewer')}>
              {shown ? (
                /\.pdf$/.test(shown.value) ? (
                  <iframe
                    className="verification-viewer"
                    src={documentHref(userId, shown.value)}
                    title={labelOf(shown.field, t('review.entry'))}
                  />
                ) : (
                  <img
                    className="verification-viewer"
                    src={documentHref(userId, shown.value)}
                    alt={labelOf(shown.field, t('review.entry'))}
                  />
                )
              ) : (
                <p>{t('review.noDocumentShown')}</p>
              )}
            </section>
          </div>
          {data.status === 'submitted' && (
            <div className="verification-actions">
              <p>{t('review.outcome', { count: returnedCount })}</p>
              <button
                id="review-decide"
                type="button"
                className="button"
                onClick={decide}
                disabled={decision.isPending}
              >
                {returnedCount > 0 ? t('review.return') : t('review.verify')}
              </button>
            </div>
          )}
        </>
      )}
    </>
  );
}
