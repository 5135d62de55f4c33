import type { Offering } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { useLang } from '../../lib/use-lang';
import { SelectField } from '../../ui/field';
import { type OfferingQuery, useOfferingFilters, useOfferings } from './api';

const PAGE_SIZE = 10;

/** Offerings the candidate may apply to, by district, sector and course; each may be added as a preference. */
export function OfferingSearch({
  chosen,
  full,
  onAdd,
}: {
  chosen: Offering[];
  full: boolean;
  onAdd: (offering: Offering) => void;
}) {
  const { t } = useTranslation('apply');
  const lang = useLang();
  const filters = useOfferingFilters(lang);
  const [form, setForm] = useState({ district: '', sector: '', course: '' });
  const [query, setQuery] = useState<OfferingQuery | null>(null);
  const offerings = useOfferings(query ?? { page: 1, lang }, query !== null);
  const number = (v: string) => (v ? Number(v) : undefined);
  const search = (page: number) =>
    setQuery({
      DistrictID: number(form.district),
      SectorID: number(form.sector),
      CourseID: number(form.course),
      page,
      lang,
    });
  const options = (list: { Value: number; Text: string }[] | undefined) =>
    (list ?? []).map((o) => ({ value: String(o.Value), label: o.Text }));
  const courses = (filters.data?.courses ?? []).filter((c) => !form.sector || c.Group === Number(form.sector));
  const total = offerings.data?.Total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const isChosen = (o: Offering) => chosen.some((c) => c.InstituteID === o.InstituteID && c.CourseID === o.CourseID);

  return (
    <section aria-labelledby="apply-search-title" className="apply__search">
      <h2 id="apply-search-title">{t('searchTitle')}</h2>
      <p>{t('eligibleNote')}</p>
      <div className="apply__filters">
        <SelectField
          id="apply-district"
          label={t('district')}
          placeholder={t('any')}
          options={options(filters.data?.districts)}
          value={form.district}
          onChange={(e) => setForm({ ...form, district: e.target.value })}
        />
        <SelectField
          id="apply-sector"
          label={t('sector')}
          placeholder={t('any')}
          options={options(filters.data?.sectors)}
          value={form.sector}
          onChange={(e) => setForm({ ...form, sector: e.target.value, course: '' })}
        />
        <SelectField
          id="apply-course"
          label={t('course')}
          placeholder={t('any')}
          options={options(courses)}
          value={form.course}
          onChange={(e) => setForm({ ...form, course: e.target.value })}
        />
      </div>
      <button type="button" className="button" onClick={() => search(1)}>
        {t('search')}
      </button>
      {offerings.data && (
        <>
          <p role="status">{total === 0 ? t('none') : t('results', { count: total })}</p>
          {total > 0 && (
            <table className="stacked-table apply__results">
              <thead>
                <tr>
                  <th scope="col">{t('institute')}</th>
                  <th scope="col">{t('district')}</th>
                  <th scope="col">{t('course')}</th>
                  <th scope="col">{t('intake')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('addShort')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {offerings.data.Data.map((o) => (
                  <tr key={`${o.InstituteID}:${o.CourseID}`}>
                    <th scope="row" data-label={t('institute')}>
                      {o.InstituteName} ({o.InstituteCode})
                    </th>
                    <td data-label={t('district')}>{o.District}</td>
                    <td data-label={t('course')}>
                      {o.Course} ({o.CourseCode})
                    </td>
                    <td data-label={t('intake')}>{o.Intake}</td>
                    <td>
                      <button
                        type="button"
                        className="button button--secondary"
                        disabled={full || isChosen(o)}
                        onClick={() => onAdd(o)}
                      >
                        {t('add', { course: o.Course, institute: o.InstituteName })}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {pages > 1 && query && (
            <nav className="apply__pager" aria-label={t('page', { page: query.page, pages })}>
              <button
                type="button"
                className="button button--secondary"
                disabled={query.page <= 1}
                onClick={() => search(query.page - 1)}
              >
                {t('previous')}
              </button>
              <span>{t('page', { page: query.page, pages })}</span>
              <button
                type="button"
                className="button button--secondary"
                disabled={query.page >= pages}
                onClick={() => search(query.page + 1)}
              >
                {t('next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
