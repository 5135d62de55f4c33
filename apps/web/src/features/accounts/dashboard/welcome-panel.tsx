import type { UserDetails } from '@portal/shared';
import { formatDateTime } from '@portal/shared/basics';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { useLang } from '../../../lib/use-lang';

/**
 * "Welcome": the user's login id, type, name, IP address, current and previous login, college and
 * (staff) the institute they work at.
 * The spec hid it after 5 seconds; it stays until the user closes it (issue 23 item 15: a slow reader
 * loses nothing, WCAG 2.2.1), and closing it puts focus on the page's main area.
 */
export function WelcomePanel({ details }: { details: UserDetails }) {
  const { t } = useTranslation('accounts');
  const lang = useLang();
  const [isShown, setShown] = useState(true);

  if (!isShown) return null;
  const when = (iso: string | null) => (iso ? formatDateTime(new Date(iso), lang) : t('dashboard.welcome.never'));
  const rows: [string, string | null][] = [
    [t('dashboard.welcome.userLoginId'), details.UserLoginID],
    [t('dashboard.welcome.userType'), details.UserType],
    [t('dashboard.welcome.userName'), details.UserName],
    [t('dashboard.welcome.ipAddress'), details.IPAddress],
    [t('dashboard.welcome.currentLogin'), when(details.CurrentLoginDateTime)],
    [t('dashboard.welcome.lastLogin'), when(details.LastLoginDateTime)],
    [t('dashboard.welcome.collegeName'), details.CollegeName],
    [t('dashboard.welcome.institute'), details.Institute],
  ];
  return (
    <div className="welcome-panel" role="status">
      <div className="welcome-panel__head">
        <h2>{t('dashboard.welcome.title', { name: details.UserName })}</h2>
        <button
          type="button"
          className="welcome-panel__close"
          onClick={() => {
            setShown(false);
            document.getElementById('main')?.focus();
          }}
          aria-label={t('dashboard.welcome.close')}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <dl className="welcome-panel__list">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
