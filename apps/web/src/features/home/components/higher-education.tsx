import type { HomeContent } from '@portal/shared';
import { useTranslation } from '../../../i18n';
import { ExternalLink, isWebAddress } from './external-link';
import './link-list.css';

/** Higher Education Opportunities: three outside links, each with its admission circular when published. */
export function HigherEducation({ items }: { items: HomeContent['higherEducation'] }) {
  const { t } = useTranslation('home');
  return (
    <section className="card link-list" aria-labelledby="higher-education-title">
      <h2 id="higher-education-title">{t('higherEducation.title')}</h2>
      <ul className="link-list__items">
        {items.map((item) => (
          <li key={item.url + item.title}>
            {isWebAddress(item.url) ? (
              <ExternalLink href={item.url} className="link-list__name">
                {item.title}
              </ExternalLink>
            ) : (
              <span className="link-list__name">{item.title}</span>
            )}
            <p className="link-list__description">{item.description}</p>
            <p className="link-list__extra">
              {isWebAddress(item.circularUrl) ? (
                <ExternalLink href={item.circularUrl}>{t('higherEducation.circular')}</ExternalLink>
              ) : (
                t('higherEducation.circularPending')
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
