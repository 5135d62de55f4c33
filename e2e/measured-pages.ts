/**
 * The eight public pages issue 22 measures: Lighthouse runs on them (bench/lighthouse.ts), and e2e checks
 * that the browser takes each over from the server as it is, without a layout shift
 * (e2e/platform/server-rendered.spec.ts).
 */
export const MEASURED_PAGES = [
  '/',
  '/Candidate',
  '/institutes/search',
  '/courses',
  '/about/board',
  '/register-complaint',
  '/assitance',
  '/complaint-status',
];
