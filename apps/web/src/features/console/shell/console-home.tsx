import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useOfficer } from './api';
import { navFor } from './nav';

/** /console: who is signed in, for which region, and the screens they can open. */
export default function ConsoleHome() {
  const { t, i18n } = useTranslation('console');
  usePageTitle(t('home.title'));
  const { data: officer } = useOfficer();
  const passwordChanged = (useLocation().state as { passwordChanged?: boolean } | null)?.passwordChanged;
  if (!officer) return null;
  return (
    <>
      <h1>{t('home.title')}</h1>
      {passwordChanged && <p role="status">{t('home.passwordChanged')}</p>}
      <p>
        {officer.RegionName === null
          ? t('home.allRegions', { name: officer.Name })
          : t('home.region', { name: officer.Name, region: officer.RegionName?.[i18n.language] ?? '' })}
      </p>
      <ul className="console-home__links">
        {navFor(officer.Role)
          .filter((entry) => entry.to !== '/console')
          .map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to}>{t(entry.label)}</Link>
            </li>
          ))}
      </ul>
    </>
  );
}
