import { formatDate } from '@portal/shared/basics';
import { useTranslation } from '../../i18n';
import { useLang } from '../../lib/use-lang';
import { useVisits } from './api';
import { formatTime } from './format';

/** The board's upcoming office visits: date, time, purpose, place. */
export function OfficeVisits({ headingId }: { headingId: string }) {
  const { t } = useTranslation('help');
  const lang = useLang();
  const visits = useVisits(lang);
  return (
    <section className="help-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('visits.title')}</h2>
      <p>{t('visits.intro')}</p>
      {visits.isPending && <p role="status">{t('loading')}</p>}
      {visits.isError && (
        <div role="alert" className="help-section__error">
          <p>{t('loadError')}</p>
          <button type="button" className="button button--secondary" onClick={() => void visits.refetch()}>
            {t('retry')}
          </button>
        </div>
      )}
      {visits.data?.length === 0 && <p>{t('visits.none')}</p>}
      {visits.data && visits.data.length > 0 && (
        <ul className="help-visits">
          {visits.data.map((v) => (
            <li key={`${v.date} ${v.time} ${v.place}`} className="help-visits__item">
              {v.isDemo && <p className="help-visits__sample">{t('visits.sample')}</p>}
              <dl>
                <div>
                  <dt>{t('visits.date')}</dt>
                  <dd>{formatDate(v.date, lang)}</dd>
                </div>
                <div>
                  <dt>{t('visits.time')}</dt>
                  <dd>{formatTime(v.time, lang)}</dd>
                </div>
                <div>
                  <dt>{t('visits.purpose')}</dt>
                  <dd>{v.purpose}</dd>
                </div>
                <div>
                  <dt>{t('visits.place')}</dt>
                  <dd>{v.place}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
