import { formatDate, formatIndianNumber } from '@portal/shared/basics';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useLang } from '../../../lib/use-lang';
import { useOfficer } from '../shell/api';
import { useOverview } from './api';
import { ChartWithTable } from './bar-chart';
import './catalogs';
import './overview.css';

/**
 * /console, the console's home (issue 20 item 5): the figures of the official's region (every region
 * for admins), each chart with its data table beside it.
 */
export default function OverviewPage() {
  const { t } = useTranslation(['overview', 'console']);
  const lang = useLang();
  usePageTitle(t('title'));
  const { data: officer } = useOfficer();
  const { data, isError } = useOverview(lang);
  const passwordChanged = (useLocation().state as { passwordChanged?: boolean } | null)?.passwordChanged;
  const n = (value: number) => formatIndianNumber(value, lang);
  const bars = <T extends { count: number }>(rows: T[], label: (row: T) => string) =>
    rows.map((row) => ({ label: label(row), count: row.count, shown: n(row.count) }));

  return (
    <>
      <h1>{t('title')}</h1>
      {passwordChanged && <p role="status">{t('console:home.passwordChanged')}</p>}
      {officer && (
        <p>
          {officer.RegionName === null ? t('allRegions') : t('region', { region: officer.RegionName?.[lang] ?? '' })}
        </p>
      )}
      {isError && <p role="alert">{t('loadFailed')}</p>}
      {data && (
        <div className="overview">
          <section className="overview-figure" aria-labelledby="overview-deadline">
            <h2 id="overview-deadline">{t('deadline.title')}</h2>
            <dl className="overview-figures">
              <div>
                <dt>{t('deadline.within')}</dt>
                <dd>
                  {data.decided.total === 0
                    ? t('deadline.none')
                    : t('deadline.share', {
                        share: formatIndianNumber(
                          Math.round((100 * data.decided.withinDeadline) / data.decided.total),
                          lang,
                        ),
                        total: n(data.decided.total),
                      })}
                </dd>
              </div>
              <div>
                <dt>{t('deadline.median')}</dt>
                <dd>
                  {data.medianDaysToClose === null
                    ? t('deadline.medianNone')
                    : t('deadline.medianValue', {
                        days: data.medianDaysToClose.toLocaleString(lang === 'mr' ? 'mr-IN' : 'en-IN'),
                      })}
                </dd>
              </div>
            </dl>
          </section>
          <ChartWithTable
            title={t('registrations.title')}
            labelHeader={t('registrations.day')}
            rows={bars(data.registrations, (r) => formatDate(r.date, lang))}
          />
          <ChartWithTable
            title={t('profiles.title')}
            labelHeader={t('profiles.status')}
            rows={bars(data.profiles, (r) => t(`profiles.${r.status}`))}
          />
          <p className="overview-note">{t('profiles.rule')}</p>
          <ChartWithTable
            title={t('cases.byStatus')}
            labelHeader={t('cases.status')}
            rows={bars(data.casesByStatus, (r) => t(`msg:cases.status.${r.status}`))}
          />
          <ChartWithTable
            title={t('cases.byDistrict')}
            labelHeader={t('cases.district')}
            rows={bars(data.casesByDistrict, (r) => r.district ?? t('cases.noDistrict'))}
            horizontal
          />
        </div>
      )}
    </>
  );
}
