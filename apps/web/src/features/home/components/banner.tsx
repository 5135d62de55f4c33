import { useTranslation } from '../../../i18n';
import './banner.css';

/** The welcome banner: the board's name over a light CSS/SVG pattern (no photographs to download). */
export function Banner() {
  const { t } = useTranslation('home');
  return (
    <section className="banner" aria-labelledby="home-title">
      <svg className="banner__art" viewBox="0 0 240 160" aria-hidden="true" focusable="false">
        <circle cx="190" cy="40" r="28" className="banner__sun" />
        <path d="M0 130 Q60 90 120 120 T240 100 V160 H0Z" className="banner__hill" />
        <path d="M0 145 Q80 115 160 140 T240 130 V160 H0Z" className="banner__hill banner__hill--near" />
        <g className="banner__gear" transform="translate(60 60)">
          <circle r="18" />
          <circle r="7" className="banner__gear-hole" />
        </g>
      </svg>
      <h1 id="home-title" className="banner__title">
        {t('banner.title')}
      </h1>
      <p className="banner__welcome">{t('banner.welcome')}</p>
    </section>
  );
}
