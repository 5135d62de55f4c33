import { formatDate, formatDateTime, type Lang } from '@portal/shared';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../lib/page-title';
import { ActionForm } from './action-form';
import { documentHref, useCaseDetail } from './api';
import './catalogs';
import './cases.css';
import { FiledForm } from '../../../ui/domain/filed-form';
import { DeadlineBadge } from './deadline-badge';

/** /console/cases/:number: every field, the documents in a viewer, the timeline, and the actions allowed now. */
export default function CasePage() {
  const { number = '' } = useParams();
  const { t, i18n } = useTranslation(['console-cases', 'msg']);
  const lang = i18n.language as Lang;
  usePageTitle(t('case.title', { number }));
  const { data: detail, error } = useCaseDetail(number);
  const place = (p: { nameEn: string; nameMr: string } | null) => (p ? (lang === 'mr' ? p.nameMr : p.nameEn) : '');

  return (
    <>
      <p>
        <Link to="/console/cases">{t('case.back')}</Link>
      </p>
      <h1>{t('case.title', { number })}</h1>
      {error && (
        <p role="alert" className="console-alert">
          {error.message}
        </p>
      )}
      {detail && (
        <>
          <section aria-labelledby="case-summary">
            <h2 id="case-summary">{t('case.summary')}</h2>
            <dl className="case-page__facts">
              <dt>{t('inbox.col.kind')}</dt>
              <dd>{t(`inbox.kind.${detail.kind}`)}</dd>
              <dt>{t('inbox.col.status')}</dt>
              <dd>
                {detail.escalated && <span className="case-flag">{t('inbox.flag.escalated')}</span>}
                {detail.appealed && <span className="case-flag">{t('inbox.flag.appealed')}</span>}
                {t(`msg:cases.status.${detail.status}`)}
              </dd>
              <dt>{t('case.filedAt')}</dt>
              <dd>{formatDateTime(new Date(detail.filedAt), lang)}</dd>
              <dt>{t('case.dueDate')}</dt>
              <dd>
                {formatDate(detail.dueDate, lang)}{' '}
                <DeadlineBadge deadline={detail.deadline} daysLeft={detail.daysLeft} />
              </dd>
              <dt>{t('case.region')}</dt>
              <dd>{detail.region ? `${place(detail.district)}, ${place(detail.region)}` : t('case.allRegions')}</dd>
              <dt>{t('inbox.col.institute')}</dt>
              <dd>{detail.institute ?? t('case.none')}</dd>
              <dt>{t('inbox.col.assigned')}</dt>
              <dd>{detail.assignedTo ?? t('case.none')}</dd>
              <dt>{t('case.mobile')}</dt>
              <dd>{detail.mobile}</dd>
              <dt>{t('case.lang')}</dt>
              <dd>{t(detail.lang === 'mr' ? 'case.lang.mr' : 'case.lang.en')}</dd>
              <dt>{t('case.rating')}</dt>
              <dd>{detail.rating === null ? t('case.none') : t('case.ratingValue', { rating: detail.rating })}</dd>
              {detail.appealReason && (
                <>
                  <dt>{t('case.appealReason')}</dt>
                  <dd className="case-page__remarks">{detail.appealReason}</dd>
                </>
              )}
            </dl>
          </section>
          <section aria-labelledby="case-form">
            <h2 id="case-form">{t('case.form')}</h2>
            <FiledForm kind={detail.kind} fields={detail.fields} />
          </section>
          <section aria-labelledby="case-documents">
            <h2 id="case-documents">{t('case.documents')}</h2>
            {detail.documents.length === 0 && <p>{t('case.noDocuments')}</p>}
            {detail.documents.map((document) => {
              const href = documentHref(detail.number, document.id);
              return (
                <details key={document.id}>
                  <summary>{t('case.view', { name: document.name })}</summary>
                  {document.mime === 'application/pdf' ? (
                    <iframe className="case-page__viewer" src={href} title={document.name} />
                  ) : (
                    <img className="case-page__image" src={href} alt={document.name} />
                  )}
                  <p>
                    <a href={href} target="_blank" rel="noreferrer">
                      {t('case.open', { name: document.name })}
                    </a>
                  </p>
                </details>
              );
            })}
          </section>
          <section aria-labelledby="case-timeline">
            <h2 id="case-timeline">{t('case.timeline')}</h2>
            <ol className="case-page__timeline">
              {detail.timeline.map((step) => (
                <li key={`${step.at}:${step.action}`}>
                  <time dateTime={step.at}>{formatDateTime(new Date(step.at), lang)}</time>:{' '}
                  <strong>{t(`msg:cases.action.${step.action}`)}</strong>
                  {step.officer && <> {t('case.by', { officer: step.officer })}</>}
                  {step.remarks && <p className="case-page__remarks">{step.remarks}</p>}
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="case-act">
            <h2 id="case-act">{t('act.title')}</h2>
            <ActionForm detail={detail} />
          </section>
        </>
      )}
    </>
  );
}
