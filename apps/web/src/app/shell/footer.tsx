import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import './footer.css';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <ul className="site-footer__links">
          <li>
            <Link to="/about/board">{t('footer.about')}</Link>
          </li>
          <li>
            <Link to="/contact">{t('footer.contact')}</Link>
          </li>
          <li>
            <Link to="/assitance">{t('footer.help')}</Link>
          </li>
        </ul>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
