import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { QueryProvider } from '../../lib/query';
import { ConsoleLayout } from './shell/console-layout';
import { RequireOfficer } from './shell/require-officer';

/**
 * The board's console: every screen under /console, each its own lazily loaded chunk. This table is
 * loaded only when a /console address is opened (app/routes.tsx), so no public page carries it.
 * One line per screen: a signed-in official's under `RequireOfficer`, an admin's under
 * `RequireOfficer only="admin"`; its nav entry in shell/nav.ts.
 */

const SignIn = lazy(() => import('./sign-in/sign-in-page'));
const Password = lazy(() => import('./sign-in/password-page'));
const Overview = lazy(() => import('./overview/overview-page'));
const Audit = lazy(() => import('./audit/audit-page'));
const NotFound = lazy(() => import('./shell/console-not-found'));
const Officers = lazy(() => import('./officers/officers-page'));
const Institutes = lazy(() => import('./institutes/institutes-page'));
const CaseInbox = lazy(() => import('./cases/inbox-page'));
const CasePage = lazy(() => import('./cases/case-page'));
const Notices = lazy(() => import('./content/notices-page'));
const NoticeEdit = lazy(() => import('./content/notice-edit-page'));
const Ticker = lazy(() => import('./content/ticker-page'));
const Faq = lazy(() => import('./content/faq-page'));
const Pages = lazy(() => import('./content/pages-page'));
const PageEdit = lazy(() => import('./content/page-edit-page'));
const Letters = lazy(() => import('./letters/letters-page'));
const VerificationQueue = lazy(() => import('./verification/queue-page'));
const VerificationReview = lazy(() => import('./verification/review-page'));

export default function ConsoleRoutes() {
  return (
    <QueryProvider>
      <Routes>
        <Route element={<ConsoleLayout />}>
          <Route path="login" element={<SignIn />} />
          <Route element={<RequireOfficer />}>
            <Route index element={<Overview />} />
            <Route path="password" element={<Password />} />
            <Route path="cases" element={<CaseInbox />} />
            <Route path="cases/:number" element={<CasePage />} />
            <Route path="verifications" element={<VerificationQueue />} />
            <Route path="verifications/:userId" element={<VerificationReview />} />
            <Route path="content/notices" element={<Notices />} />
            <Route path="content/notices/new" element={<NoticeEdit />} />
            <Route path="content/notices/:id" element={<NoticeEdit />} />
            <Route path="letters" element={<Letters />} />
            <Route path="*" element={<NotFound />} />
          </Route>
          <Route element={<RequireOfficer only="admin" />}>
            <Route path="officers" element={<Officers />} />
            <Route path="institutes" element={<Institutes />} />
            <Route path="audit" element={<Audit />} />
            <Route path="content/ticker" element={<Ticker />} />
            <Route path="content/faq" element={<Faq />} />
            <Route path="content/pages" element={<Pages />} />
            <Route path="content/pages/:slug" element={<PageEdit />} />
          </Route>
        </Route>
      </Routes>
    </QueryProvider>
  );
}
