import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { ExternalLink } from './external-link';
import './links-carousel.css';

/** Cards shown side by side on wide screens (spec §9: carousel page size 3); narrow screens show one. */
const PAGE_SIZE = 3;

type Item = { text: string; url: string };

/**
 * External links as cards in a carousel (APG carousel pattern, no automatic rotation): Previous and
 * Next move by one card and wrap around at either end. Only the cards in view are rendered, so none
 * is reachable by keyboard while out of sight; CSS hides all but the first on narrow screens.
 */
export function LinksCarousel({ items, label }: { items: Item[]; label: string }) {
  const { t } = useTranslation('information');
  const [start, setStart] = useState(0);
  const total = items.length;
  if (total === 0) return null;
  const go = (step: number) => setStart((s) => (s + step + total) % total);
  const shown = Array.from({ length: Math.min(PAGE_SIZE, total) }, (_, k) => (start + k) % total);

  return (
    <section className="links-carousel" aria-roledescription={t('carousel.carousel')} aria-label={label}>
      <div className="links-carousel__head">
        <div className="links-carousel__controls">
          <button type="button" className="links-carousel__button" onClick={() => go(-1)}>
            <span aria-hidden="true">‹</span> {t('carousel.previous')}
          </button>
          <button type="button" className="links-carousel__button" onClick={() => go(1)}>
            {t('carousel.next')} <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <div className="links-carousel__slides" aria-live="polite">
        {shown.map((i) => {
          const item = items[i];
          if (!item) return null;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group; a fieldset is for form controls
            <div
              key={item.url}
              className="links-carousel__slide"
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.position', { n: i + 1, total })}
            >
              <ExternalLink href={item.url} className="links-carousel__card">
                <span className="links-carousel__title">{item.text}</span>
                <span className="links-carousel__host">{hostOf(item.url)}</span>
              </ExternalLink>
            </div>
          );
        })}
      </div>
    </section>
  );
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
};
