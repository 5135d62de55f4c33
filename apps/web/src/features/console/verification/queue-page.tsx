import { formatDateTime, type Lang, type VerificationQueueRow } from '@portal/shared';
import { type FormEvent, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../lib/page-title';
import { SelectField } from '../../../ui/field';
import '../../../ui/stacked-table.css';
import { useRegionsAndDistricts } from '../cases/api';
import { useOfficer } from '../shell/api';
import { useVerificationQueue } from './api';
import './catalogs';
import './verification.css';

/**
 * /console/verifications: submitted profiles of the official's region, oldest first, a page at a time
 * (keyset: "next" carries where the page ended); officials of every region and admins may choose a
 * region. Below, the change requests of verified profiles.
 */
export default function QueuePage() {
  const { t, i18n } = useTranslation('console-verification');
  usePageTitle(t('queue.title'));
  const lang = i18n.language as Lang;
  const [params, setParams] = useSearchParams();
  const id = useId();
  const regionId = params.get('regionId') ?? '';
  const after = params.get('after') ?? undefined;
  const query = { ...(regionId ? { regionId: Number(regionId) } : {}), ...(after ? { after } : {}) };
  const queue = useVerificationQueue(query);
  const changes = useVerificationQueue(regionId ? { regionId: Number(regionId) } : {}, true);
  const { data: officer } = useOfficer();
  const places = useRegionsAndDistricts(lang);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('regionId') ?? '');
    setParams(value ? { regionId: value } : {});
  };
  const nextLink = (next: string) => {
    const search = new URLSearchParams(params);
    search.set('after', next);
    return `?${search}`;
  };
  const firstLink = () => {
    const search = new URLSearchParams(params);
    search.delete('after');
    return `?${search}`;
  };

  return (
    <>
      <h1>{t('queue.title')}</h1>
      {officer && officer.RegionID === null && (
        <form className="verification-filters" aria-label={t('queue.filters')} onSubmit={apply}>
          <SelectField
            id={`${id}-region`}
            name="regionId"
            label={t('queue.region')}
            placeholder={t('queue.anyRegion')}
            options={(places.data?.regions ?? []).map((r) => ({ value: String(r.Value), label: r.Text }))}
            defaultValue={regionId}
          />
          <div>
            <button type="submit" className="button">
              {t('queue.apply')}
            </button>
          </div>
        </form>
      )}
      {queue.error && (
        <p role="alert" className="console-alert">
          {queue.error.message}
        </p>
      )}
      {queue.data && (
        <>
          <QueueTable caption={t('queue.caption')} rows={queue.data.rows} lang={lang} />
          {queue.data.rows.length === 0 && <p>{t('queue.empty')}</p>}
          <nav aria-label={t('queue.pages')}>
            <ul className="verification-paging">
              {after && (
                <li>
                  <Link to={firstLink()}>{t('queue.first')}</Link>
                </li>
              )}
              {queue.data.next && (
                <li>
                  <Link to={nextLink(queue.data.next)}>{t('queue.next')}</Link>
                </li>
              )}
            </ul>
          </nav>
        </>
      )}
      <h2>{t('changes.title')}</h2>
      {changes.data && changes.data.rows.length > 0 ? (
        <QueueTable caption={t('changes.caption')} rows={changes.data.rows} lang={lang} changes />
      ) : (
        changes.data && <p>{t('changes.empty')}</p>
      )}
    </>
  );
}

function QueueTable({
  caption,
  rows,
  lang,
  changes = false,
}: {
  caption: string;
  rows: VerificationQueueRow[];
  lang: Lang;
  changes?: boolean;
}) {
  const { t } = useTranslation('console-verification');
  return (
    <table className="verification-table stacked-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('col.profile')}</th>
          <th scope="col">{t('col.name')}</th>
          <th scope="col">{t('col.role')}</th>
          <th scope="col">{t('col.region')}</th>
          <th scope="col">{changes ? t('col.requested') : t('col.submitted')}</th>
          <th scope="col">{changes ? t('col.reason') : t('col.submissions')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.userId}>
            <th scope="row">
              <Link to={`/console/verifications/${row.userId}`}>{row.profileId}</Link>
            </th>
            <td data-label={t('col.name')}>{row.name}</td>
            <td data-label={t('col.role')}>{t(`role.${row.role}`)}</td>
            <td data-label={t('col.region')}>{lang === 'mr' ? row.region.nameMr : row.region.nameEn}</td>
            <td data-label={changes ? t('col.requested') : t('col.submitted')}>
              {formatDateTime(new Date(changes ? (row.changeRequestedAt ?? row.submittedAt) : row.submittedAt), lang)}
            </td>
            <td data-label={changes ? t('col.reason') : t('col.submissions')}>
              {changes ? row.changeReason : row.submissions}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
