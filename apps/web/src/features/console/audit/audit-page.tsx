import { AUDIT_EVENTS, AUDIT_RECORD_TYPES, type AuditEntry, auditFilterSchema } from '@portal/shared';
import { formatDateTime } from '@portal/shared/basics';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useLang } from '../../../lib/use-lang';
import { ErrorSummary, type SummaryError } from '../../../ui/error-summary';
import { Field, SelectField } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';
import { type AuditFilters, auditCsvHref, useAuditPage } from './api';
import './catalogs';
import './audit-page.css';

const FIELDS = ['profileId', 'officer', 'event', 'recordType', 'recordId', 'from', 'to'] as const;
type Values = Record<(typeof FIELDS)[number], string>;
const EMPTY: Values = { profileId: '', officer: '', event: '', recordType: '', recordId: '', from: '', to: '' };
const fieldId = (name: string) => `audit-${name}`;

/**
 * /console/audit (admins, issue 20 item 4): the log searched by citizen, official, event, record and
 * India's dates; pages of 50, newest first; the same search as a CSV download.
 */
export default function AuditPage() {
  const { t } = useTranslation('audit-log');
  const lang = useLang();
  const message = useMessageText();
  usePageTitle(t('title'));
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [submits, setSubmits] = useState(0);
  const [filters, setFilters] = useState<AuditFilters>({});
  // the `next` cursors of the pages walked so far: the last one is the page shown
  const [cursors, setCursors] = useState<number[]>([]);
  const { data, isError, isFetching } = useAuditPage(filters, cursors.at(-1));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmits((n) => n + 1);
    const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
    const parsed = auditFilterSchema.safeParse(given);
    if (!parsed.success) {
      setErrors(
        parsed.error.issues.map((issue) => ({
          id: fieldId(String(issue.path[0])),
          message: message(issue.message) ?? issue.message,
        })),
      );
      return;
    }
    const { lang: _lang, ...checked } = parsed.data;
    setErrors([]);
    setFilters(checked);
    setCursors([]);
  };
  const clear = () => {
    setValues(EMPTY);
    setErrors([]);
    setFilters({});
    setCursors([]);
  };
  const errorOf = (name: string) => errors.find((e) => e.id === fieldId(name))?.message;
  const field = (name: (typeof FIELDS)[number]) => ({
    id: fieldId(name),
    name,
    value: values[name],
    error: errorOf(name),
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  const who = (actor: AuditEntry['actor']) =>
    actor.kind === 'officer'
      ? `${actor.name} (${actor.loginId})`
      : actor.kind === 'citizen'
        ? actor.profileId
        : t('msg:audit.actor.none');

  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <ErrorSummary errors={errors} focusKey={submits} title={t('errorsTitle')} />
      <form className="audit-filters" onSubmit={submit} noValidate aria-labelledby="audit-filters-title">
        <h2 id="audit-filters-title">{t('filters')}</h2>
        <div className="audit-filters__grid">
          <Field {...field('profileId')} label={t('profileId')} maxLength={13} autoComplete="off" />
          <Field {...field('officer')} label={t('officer')} maxLength={64} autoComplete="off" />
          <SelectField
            {...field('event')}
            label={t('event')}
            placeholder={t('anyEvent')}
            options={AUDIT_EVENTS.map((e) => ({ value: e, label: t(`msg:audit.event.${e}`) }))}
          />
          <SelectField
            {...field('recordType')}
            label={t('recordType')}
            placeholder={t('anyRecord')}
            options={AUDIT_RECORD_TYPES.map((r) => ({ value: r, label: t(`msg:audit.record.${r}`) }))}
          />
          <Field {...field('recordId')} label={t('recordId')} hint={t('recordIdHint')} maxLength={40} />
          <Field {...field('from')} type="date" label={t('from')} />
          <Field {...field('to')} type="date" label={t('to')} />
        </div>
        <div className="audit-filters__actions">
          <button type="submit" className="button">
            {t('search')}
          </button>
          <button type="button" className="button button--secondary" onClick={clear}>
            {t('clear')}
          </button>
        </div>
      </form>

      <h2 id="audit-entries">{t('entries')}</h2>
      <p>
        <a href={auditCsvHref(filters, lang)} download>
          {t('download')}
        </a>
      </p>
      {isError && <p role="alert">{t('loadFailed')}</p>}
      {data && data.rows.length === 0 && <p role="status">{t('none')}</p>}
      {data && data.rows.length > 0 && <EntriesTable rows={data.rows} isBusy={isFetching} who={who} />}
      <nav className="audit-pager" aria-label={t('entries')}>
        {cursors.length > 0 && (
          <button type="button" className="button button--secondary" onClick={() => setCursors((c) => c.slice(0, -1))}>
            {t('newer')}
          </button>
        )}
        {data?.next && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setCursors((c) => (data.next ? [...c, data.next] : c))}
          >
            {t('older')}
          </button>
        )}
      </nav>
    </>
  );
}

/** A page of entries in a table that scrolls sideways on a phone. */
function EntriesTable({
  rows,
  isBusy,
  who,
}: {
  rows: AuditEntry[];
  isBusy: boolean;
  who: (actor: AuditEntry['actor']) => string;
}) {
  const { t } = useTranslation('audit-log');
  const lang = useLang();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it
    <section className="audit-table" aria-labelledby="audit-entries" tabIndex={0} aria-busy={isBusy || undefined}>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('msg:audit.column.at')}</th>
            <th scope="col">{t('msg:audit.column.event')}</th>
            <th scope="col">{t('msg:audit.column.actor')}</th>
            <th scope="col">{t('msg:audit.column.recordType')}</th>
            <th scope="col">{t('msg:audit.column.ip')}</th>
            <th scope="col">{t('msg:audit.column.detail')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{formatDateTime(new Date(row.at), lang)}</td>
              <td>{t(`msg:audit.event.${row.event}`)}</td>
              <td>{who(row.actor)}</td>
              <td>{row.recordType ? `${t(`msg:audit.record.${row.recordType}`)} ${row.recordId ?? ''}` : ''}</td>
              <td>{row.ip}</td>
              <td className="audit-table__detail">{row.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
