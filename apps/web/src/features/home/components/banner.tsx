import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import './banner.css';

/**
 * The welcome banner: the board's name, a welcome and the three things most visitors come for, over an
 * SVG illustration (no photographs to download).
 */
export function Banner() {
  const { t } = useTranslation('home');
  return (
    <section className="banner" aria-labelledby="home-title">
      <svg className="banner__art" viewBox="0 0 240 160" aria-hidden="true" focusable="false">
        <circle cx="200" cy="34" r="22" className="banner__sun" />
        <path d="M0 130 Q60 90 120 120 T240 100 V160 H0Z" className="banner__hill" />
        <path d="M0 145 Q80 115 160 140 T240 130 V160 H0Z" className="banner__hill banner__hill--near" />
        {/* a learner at a workbench: head, body, arm holding a spanner, the bench and a gear on it */}
        <g className="banner__figure">
          <circle cx="92" cy="58" r="10" />
          <path d="M80 72h24l4 36H76Z" />
          <path d="M104 78l22 10-3 6-23-9Z" />
          <rect x="60" y="108" width="110" height="7" rx="2" />
          <rect x="68" y="115" width="6" height="22" />
          <rect x="156" y="115" width="6" height="22" />
        </g>
        <g className="banner__gear" transform="translate(146 96)">
          <circle r="11" />
          <circle r="4" className="banner__gear-hole" />
        </g>
        <path d="M122 84l10-8 4 4-8 10Z" className="banner__tool" />
      </svg>
      <h1 id="home-title" className="banner__title">
        {t('banner.title')}
      </h1>
      <p className="banner__welcome">{t('banner.welcome')}</p>
      <ul className="banner__actions">
        <li>
          <Link className="button" to="/Candidate">
            {t('banner.register')}
          </Link>
        </li>
        <li>
          <Link className="button button--secondary" to="/institutes/search">
            {t('banner.searchInstitutes')}
          </Link>
        </li>
        <li>
          <Link className="button button--secondary" to="/register-complaint">
            {t('banner.reportInstitute')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
