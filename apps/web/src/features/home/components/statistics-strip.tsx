import type { HomeContent } from '@portal/shared';
import { formatIndianNumber } from '@portal/shared/basics';
import { useTranslation } from '../../../i18n';
import { useLang } from '../../../lib/use-lang';
import './statistics-strip.css';

/** Sectors, institutes, courses and candidates, with Indian digit grouping (1,46,773). */
export function StatisticsStrip({ items }: { items: HomeContent['statistics'] }) {
  const { t } = useTranslation('home');
  const lang = useLang();
  return (
    <section className="statistics" aria-labelledby="statistics-title">
      <h2 id="statistics-title" className="visually-hidden">
        {t('statistics.title')}
      </h2>
      <ul className="container statistics__list">
        {items.map((item) => (
          <li key={item.key} className="statistics__item">
            <span className="statistics__value">{formatIndianNumber(item.value, lang)}</span>
            <span className="statistics__label">{item.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
