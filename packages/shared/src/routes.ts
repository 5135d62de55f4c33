/**
 * Every path the web app has a screen for, in one place: the web router (apps/web/src/app/routes.tsx)
 * is checked against it, and the server answers 404 for any other page (still with the app's HTML)
 * and lists the public ones in sitemap.xml. Paths match case-insensitively, as react-router's do.
 * No JavaScript dependencies: the web app imports it at first paint (`@portal/shared/routes`).
 */
export type AppRoute = { path: string; public: boolean };

/** Screens anyone can read, listed in sitemap.xml. */
const PUBLIC_PATHS = [
  '/',
  '/Candidate',
  '/Staff',
  '/AccountRecovery',
  '/promoting-organization',
  '/institutes/search',
  '/courses',
  '/about/board',
  '/board/vision',
  '/board/mission',
  '/board/values',
  '/board/objectives',
  '/board/goals',
  '/board/governing-council',
  '/contact',
  '/employee-development',
  '/register-complaint',
  '/complaint-status',
  '/institutes-under-inquiry',
  '/assitance',
  '/grievance-status',
  '/accessibility-statement',
  '/privacy-policy',
  '/terms-of-use',
  '/sitemap',
] as const;

/** Aliases, sign-in entry points and screens for a signed-in user: real pages, not in the sitemap. */
const OTHER_PATHS = [
  '/login',
  '/CandidateLogin',
  '/signin',
  '/after-register',
  '/account-recovery',
  '/Candidate/ChangeSecurityQuestion',
  '/dashboard',
  '/Address',
  '/Parent',
  '/Category',
  '/Qualification',
  '/Training',
  '/AdditionalDetails',
  '/BankDetails',
  '/WorkExperience',
  '/verify',
  '/apply',
  '/admission-letter',
  '/institute',
  '/institute/applicant',
  '/institute/set-password',
  '/board/governing-board',
  '/unauthorized',
] as const;

export const APP_ROUTES: readonly AppRoute[] = [
  ...PUBLIC_PATHS.map((path) => ({ path, public: true })),
  ...OTHER_PATHS.map((path) => ({ path, public: false })),
];

/**
 * The board's console: its own screens under this path (apps/web/src/features/console/console-routes.tsx),
 * every one of them a page of the app, none in the sitemap.
 */
export const CONSOLE_PATH = '/console';

/** The public check of an admission letter's QR code: `/verify-letter/<code>`, a page for any code. */
export const VERIFY_LETTER_PATH = '/verify-letter';

const known = new Set(APP_ROUTES.map((route) => route.path.toLowerCase()));

const publicPaths = new Set<string>(PUBLIC_PATHS.map((path) => path.toLowerCase()));

/** Whether `pathname` is a page anyone can read (the server renders these: decision 070). */
export function isPublicRoute(pathname: string): boolean {
  const lower = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();
  return publicPaths.has(lower) || /^\/verify-letter\/[^/]{1,64}$/.test(lower);
}

/** Whether `pathname` (no query string) is one of the app's pages; a trailing slash is ignored. */
export function isAppRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const lower = path.toLowerCase();
  return (
    known.has(lower) ||
    lower === CONSOLE_PATH ||
    lower.startsWith(`${CONSOLE_PATH}/`) ||
    /^\/verify-letter\/[^/]{1,64}$/.test(lower)
  );
}
