import {
  CASE_INBOX_FLAGS,
  CASE_INBOX_SORTS,
  CASE_KINDS,
  CASE_STATUSES,
  type CaseInboxQuery,
  formatDate,
  type Lang,
} from '@portal/shared';
import { type FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../lib/page-title';
import { Field, SelectField } from '../../../ui/field';
import '../../../ui/stacked-table.css';
import { useOfficer } from '../shell/api';
import { inboxCsvHref, useCaseInbox, useRegionsAndDistricts } from './api';
import './catalogs';
import './cases.css';
import { DeadlineBadge } from './deadline-badge';

const FILTERS = ['kind', 'status', 'regionId', 'districtId', 'overdue', 'flag', 'institute', 'sort'] as const;
const PAGE_SIZE = 25;

/**
 * /console/cases: complaints and grievances of the official's region, filtered, sorted, paged; the CSV
 * of the same. The region filter is offered to officials of every region only (the server keeps any
 * other official to their own); the district filter lists the districts of the chosen region, or of
 * the official's.
 */
export default function InboxPage() {
  const { t, i18n } = useTranslation(['console-cases', 'msg', 'form']);
  usePageTitle(t('inbox.title'));
  const lang = i18n.language as Lang;
  const [params, setParams] = useSearchParams();
  const id = useId();
  const query = Object.fromEntries(
    [...FILTERS, 'page'].flatMap((name) => (params.get(name) ? [[name, params.get(name)]] : [])),
  ) as CaseInboxQuery;
  const { data, error } = useCaseInbox({ ...query, pageSize: PAGE_SIZE });
  const page = Number(query.page ?? 1);
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  const { data: officer } = useOfficer();
  const places = useRegionsAndDistricts(lang);
  const [regionId, setRegionId] = useState(params.get('regionId') ?? '');
  const [districtId, setDistrictId] = useState(params.get('districtId') ?? '');
  const ownRegion = officer?.RegionID ?? null;
  const region = ownRegion ?? (regionId ? Number(regionId) : null);
  const districts = (places.data?.districts ?? []).filter((d) => region === null || d.Group === region);
  const chooseRegion = (value: string) => {
    setRegionId(value);
    // a district of another region goes
    const inRegion = places.data?.districts.some((d) => String(d.Value) === districtId && String(d.Group) === value);
    if (value && !inRegion) setDistrictId('');
  };
  const listHint = places.isError ? t('form:place.listFailed') : undefined;

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  };
  const pageLink = (to: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(to));
    return `?${next}`;
  };
  const select = (name: (typeof FILTERS)[number], values: readonly string[], label: (v: string) => string) => (
    <SelectField
      id={`${id}-${name}`}
      name={name}
      label={t(`inbox.${name}` as 'inbox.kind')}
      placeholder={name === 'sort' ? undefined : t('inbox.any')}
      options={values.map((value) => ({ value, label: label(value) }))}
      defaultValue={params.get(name) ?? ''}
    />
  );

  return (
    <>
      <h1>{t('inbox.title')}</h1>
      <form className="case-inbox__filters" aria-label={t('inbox.filters')} onSubmit={apply}>
        {select('kind', CASE_KINDS, (v) => t(`inbox.kind.${v}` as 'inbox.kind.complaint'))}
        {select('status', CASE_STATUSES, (v) => t(`msg:cases.status.${v}`))}
        {officer && ownRegion === null && (
          <SelectField
            id={`${id}-regionId`}
            name="regionId"
            label={t('inbox.region')}
            placeholder={t('inbox.any')}
            options={(places.data?.regions ?? []).map((r) => ({ value: String(r.Value), label: r.Text }))}
            value={regionId}
            onChange={(event) => chooseRegion(event.target.value)}
            hint={listHint}
          />
        )}
        <SelectField
          id={`${id}-districtId`}
          name="districtId"
          label={t('inbox.district')}
          placeholder={t('inbox.any')}
          options={districts.map((d) => ({ value: String(d.Value), label: d.Text }))}
          value={districtId}
          onChange={(event) => setDistrictId(event.target.value)}
          hint={listHint}
        />
        {select('overdue', ['true', 'false'], (v) => t(`inbox.overdue.${v}` as 'inbox.overdue.true'))}
        {select('flag', CASE_INBOX_FLAGS, (v) => t(`inbox.flag.${v}` as 'inbox.flag.escalated'))}
        <Field
          id={`${id}-institute`}
          name="institute"
          label={t('inbox.institute')}
          maxLength={100}
          defaultValue={params.get('institute') ?? ''}
        />
        {select('sort', CASE_INBOX_SORTS, (v) => t(`inbox.sort.${v}` as 'inbox.sort.dueDate'))}
        <div>
          <button type="submit" className="button">
            {t('inbox.apply')}
          </button>
        </div>
      </form>
      <p>
        <a href={inboxCsvHref(query)} download>
          {t('inbox.csv')}
        </a>
      </p>
      {error && (
        <p role="alert" className="console-alert">
          {error.message}
        </p>
      )}
      {data && (
        <>
          <table className="case-inbox__table stacked-table">
            <caption aria-live="polite">{t('inbox.caption', { count: data.total, page, pages })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('inbox.col.number')}</th>
                <th scope="col">{t('inbox.col.kind')}</th>
                <th scope="col">{t('inbox.col.status')}</th>
                <th scope="col">{t('inbox.col.due')}</th>
                <th scope="col">{t('inbox.col.district')}</th>
                <th scope="col">{t('inbox.col.institute')}</th>
                <th scope="col">{t('inbox.col.assigned')}</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={row.number}>
                  <th scope="row">
                    <Link to={`/console/cases/${row.number}`}>{row.number}</Link>
                  </th>
                  <td data-label={t('inbox.col.kind')}>{t(`inbox.kind.${row.kind}`)}</td>
                  <td data-label={t('inbox.col.status')}>
                    {row.escalated && <span className="case-flag">{t('inbox.flag.escalated')}</span>}
                    {row.appealed && <span className="case-flag">{t('inbox.flag.appealed')}</span>}
                    {t(`msg:cases.status.${row.status}`)}
                  </td>
                  <td data-label={t('inbox.col.due')}>
                    <time dateTime={row.dueDate}>{formatDate(row.dueDate, lang)}</time>{' '}
                    <DeadlineBadge deadline={row.deadline} daysLeft={row.daysLeft} />
                  </td>
                  <td data-label={t('inbox.col.district')}>
                    {row.district ? (lang === 'mr' ? row.district.nameMr : row.district.nameEn) : ''}
                  </td>
                  <td data-label={t('inbox.col.institute')}>{row.institute ?? ''}</td>
                  <td data-label={t('inbox.col.assigned')}>{row.assignedTo ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {data.rows.length === 0 && <p>{t('inbox.empty')}</p>}
          <nav aria-label={t('inbox.pages')}>
            <ul className="case-inbox__paging">
              {page > 1 && (
                <li>
                  <Link to={pageLink(page - 1)}>{t('inbox.previous')}</Link>
                </li>
              )}
              {page < pages && (
                <li>
                  <Link to={pageLink(page + 1)}>{t('inbox.next')}</Link>
                </li>
              )}
            </ul>
          </nav>
        </>
      )}
    </>
  );
}
