import type { UserDetails } from '@portal/shared';
import { formatDateTime, LIMITS } from '@portal/shared/basics';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { useLang } from '../../../lib/use-lang';

/**
 * "Welcome": the user's login id, type, name, IP address, current and previous login and college,
 * shown for 5 seconds (spec). It can be closed earlier, and it stays while the pointer or focus is
 * on it so nobody loses it mid-read.
 */
export function WelcomePanel({ details }: { details: UserDetails }) {
  const { t } = useTranslation('accounts');
  const lang = useLang();
  const [isShown, setShown] = useState(true);
  const [isHeld, setHeld] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isShown || isHeld) return;
    const timer = window.setTimeout(() => setShown(false), LIMITS.welcomePanelMs);
    return () => window.clearTimeout(timer);
  }, [isShown, isHeld]);

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
  ];
  return (
    <div
      ref={root}
      className="welcome-panel"
      role="status"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className="welcome-panel__head">
        <h2>{t('dashboard.welcome.title', { name: details.UserName })}</h2>
        <button
          type="button"
          className="welcome-panel__close"
          onClick={() => setShown(false)}
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
