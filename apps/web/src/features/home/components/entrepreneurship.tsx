import type { HomeContent } from '@portal/shared';
import { useTranslation } from '../../../i18n';
import { ExternalLink, isWebAddress } from './external-link';
import './link-list.css';

/** Entrepreneurship opportunities: state development corporations and loan schemes. */
export function Entrepreneurship({ items }: { items: HomeContent['entrepreneurship'] }) {
  const { t } = useTranslation('home');
  return (
    <section className="card link-list" aria-labelledby="entrepreneurship-title">
      <h2 id="entrepreneurship-title">{t('entrepreneurship.title')}</h2>
      <ul className="link-list__items link-list__items--columns">
        {items.map((item) => (
          <li key={item.title}>
            {isWebAddress(item.url) ? (
              <ExternalLink href={item.url} className="link-list__name">
                {item.title}
              </ExternalLink>
            ) : (
              <span className="link-list__name">{item.title}</span>
            )}
            <p className="link-list__description">{item.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
