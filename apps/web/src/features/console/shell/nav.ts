import type { OfficerRole } from '@portal/shared';
import type { Id } from '../../../i18n';

export type ConsoleNavEntry = {
  /** A path under /console (console-routes.tsx has its route). */
  to: string;
  /** Its label: a key of the shell's `console` catalog (shell/i18n/console/{en,mr}.json). */
  label: Id<'console'>;
  /** Shown only to these roles; every official when left out. */
  roles?: readonly OfficerRole[];
};

/**
 * The console's navigation, in order: one line per screen (add yours, its label in the `console`
 * catalog). The server refuses what a role may not do; this only hides links it cannot use.
 */
export const CONSOLE_NAV: readonly ConsoleNavEntry[] = [
  { to: '/console', label: 'nav.home' },
  { to: '/console/cases', label: 'nav.cases' },
  { to: '/console/verifications', label: 'nav.verifications' },
  { to: '/console/officers', label: 'nav.officers', roles: ['admin'] },
  { to: '/console/institutes', label: 'nav.institutes', roles: ['admin'] },
  { to: '/console/audit', label: 'nav.audit', roles: ['admin'] },
  { to: '/console/content/notices', label: 'nav.notices' },
  { to: '/console/content/ticker', label: 'nav.ticker', roles: ['admin'] },
  { to: '/console/content/faq', label: 'nav.faq', roles: ['admin'] },
  { to: '/console/content/pages', label: 'nav.pages', roles: ['admin'] },
  { to: '/console/letters', label: 'nav.letters' },
];

/** The entries the signed-in official's role may see. */
export const navFor = (role: OfficerRole) => CONSOLE_NAV.filter((entry) => !entry.roles || entry.roles.includes(role));
