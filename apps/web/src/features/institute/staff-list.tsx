import { formatDate, todayInIndia } from '@portal/shared/basics';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { useLang } from '../../lib/use-lang';
import { useStaff } from './api';
import { Pager } from './pager';
import '../../ui/stacked-table.css';

const PAGE_SIZE = 20;

/**
 * The institute's staff (issue 23 item 14, decision 067): who registered as working here, newest
 * first — name, profile ID, the mobile number's last four digits and the day of registration (in India).
 */
export function StaffList() {
  const { t } = useTranslation('institute');
  const lang = useLang();
  const [page, setPage] = useState(1);
  const staff = useStaff(page, PAGE_SIZE);
  const total = staff.data?.Total ?? 0;
  return (
    <section className="institute-desk__staff" aria-labelledby="desk-staff-title">
      <h2 id="desk-staff-title">{t('staff.title')}</h2>
      <p>{t('staff.about')}</p>
      {staff.isError && <p role="alert">{staff.error.message}</p>}
      {staff.data && <p>{total === 0 ? t('staff.none') : t('staff.count', { count: total })}</p>}
      {staff.data && total > 0 && (
        <table className="stacked-table" aria-labelledby="desk-staff-title">
          <thead>
            <tr>
              <th scope="col">{t('name')}</th>
              <th scope="col">{t('profileId')}</th>
              <th scope="col">{t('mobile')}</th>
              <th scope="col">{t('staff.registeredOn')}</th>
            </tr>
          </thead>
          <tbody>
            {staff.data.Data.map((s) => (
              <tr key={s.ProfileID}>
                <th scope="row" data-label={t('name')}>
                  {s.Name}
                </th>
                <td data-label={t('profileId')}>{s.ProfileID}</td>
                <td data-label={t('mobile')}>{s.Mobile}</td>
                <td data-label={t('staff.registeredOn')}>{formatDate(todayInIndia(new Date(s.RegisteredAt)), lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={page} pages={Math.max(1, Math.ceil(total / PAGE_SIZE))} onPage={setPage} />
    </section>
  );
}
