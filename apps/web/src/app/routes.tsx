import type { PageSlug } from '@portal/shared';
import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import type { Id } from '../i18n';
import { QueryRoutes } from '../lib/lazy-with-query';
import { Layout } from './layout';
import { NotFoundNotice } from './not-found-notice';
import { RequireUser } from './require-user';

/**
 * Every route of both spec parts. Each screen is its own lazily loaded chunk; declarative routes keep
 * the landing page's JavaScript small (docs/decisions/005-landing-route-budget.md).
 */

/** The landing page with the accounts feature's sign-in card, both fetched at once. */
const Home = lazy(async () => {
  const [{ default: HomePage }, { default: SignInCard }] = await Promise.all([
    import('../features/home/home-page'),
    import('../features/accounts/sign-in/sign-in-card'),
  ]);
  return {
    default: ({ openSignIn = false }: { openSignIn?: boolean }) => (
      <HomePage signInCard={<SignInCard openSignIn={openSignIn} />} />
    ),
  };
});
const ComingSoon = lazy(() =>
  import('../features/coming-soon/coming-soon-page').then((m) => ({ default: m.ComingSoonPage })),
);
const CandidateRegistration = lazy(() => import('../features/accounts/registration/candidate-registration-page'));
const Staff = lazy(() => import('../features/accounts/registration/staff-page'));
const AfterRegister = lazy(() => import('../features/accounts/registration/after-register-page'));
const AccountRecovery = lazy(() => import('../features/accounts/recovery/account-recovery-page'));
const ChangeSecurityQuestion = lazy(
  () => import('../features/accounts/security-question/change-security-question-page'),
);
const Dashboard = lazy(() => import('../features/accounts/dashboard/dashboard-page'));
const Parent = lazy(() => import('../features/profile/parent/parent-page'));
const InstituteSearch = lazy(() =>
  import('../features/search/institute-search-page').then((m) => ({ default: m.InstituteSearchPage })),
);
const CourseSearch = lazy(() =>
  import('../features/search/course-search-page').then((m) => ({ default: m.CourseSearchPage })),
);
const Information = lazy(() =>
  import('../features/information/information-page').then((m) => ({ default: m.InformationPage })),
);
const Unauthorized = lazy(() =>
  import('../features/information/unauthorized-page').then((m) => ({ default: m.UnauthorizedPage })),
);
const EmployeeDevelopment = lazy(() =>
  import('../features/information/employee-development-page').then((m) => ({ default: m.EmployeeDevelopmentPage })),
);

const soon = (path: string, titleKey: Id<'common'>) => (
  <Route key={path} path={path} element={<ComingSoon titleKey={titleKey} />} />
);
const information = (path: string, slug: PageSlug, titleKey: Id<'common'>) => (
  <Route key={path} path={path} element={<Information slug={slug} titleKey={titleKey} />} />
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {/* the landing page reads without TanStack Query (its budget); every other screen may use it */}
        <Route path="/" element={<Home />} />
        {['/login', '/CandidateLogin', '/signin'].map((path) => (
          <Route key={path} path={path} element={<Home openSignIn />} />
        ))}
        {/* any other path shows the landing page (spec), under a not-found notice (the server says 404) */}
        <Route
          path="*"
          element={
            <>
              <NotFoundNotice />
              <Home />
            </>
          }
        />
        <Route element={<QueryRoutes />}>
          {/* accounts */}
          <Route path="/Candidate" element={<CandidateRegistration />} />
          <Route path="/Staff" element={<Staff />} />
          <Route path="/after-register" element={<AfterRegister />} />
          <Route path="/AccountRecovery" element={<AccountRecovery />} />
          <Route path="/account-recovery" element={<AccountRecovery />} />
          {/* screens for a signed-in user */}
          <Route element={<RequireUser />}>
            <Route path="/Candidate/ChangeSecurityQuestion" element={<ChangeSecurityQuestion />} />
            <Route path="/dashboard" element={<Dashboard />} />
            {/* profile steps (the ones still to come say so) */}
            {soon('/Address', 'steps.Address')}
            <Route path="/Parent" element={<Parent />} />
            {soon('/Category', 'steps.Category')}
            {soon('/Qualification', 'steps.Qualification')}
            {soon('/Training', 'steps.Training')}
            {soon('/AdditionalDetails', 'steps.Additional')}
            {soon('/BankDetails', 'steps.Bank')}
            {soon('/WorkExperience', 'steps.WorkExperience')}
            {soon('/verify', 'steps.Verify')}
            {soon('/apply', 'steps.Apply')}
            {soon('/admission-letter', 'steps.AdmissionLetter')}
          </Route>
          {/* public search and information */}
          <Route path="/institutes/search" element={<InstituteSearch />} />
          <Route path="/courses" element={<CourseSearch />} />
          {information('/about/board', 'about-board', 'pages.aboutBoard')}
          {information('/board/vision', 'vision', 'pages.vision')}
          {information('/board/mission', 'mission', 'pages.mission')}
          {information('/board/values', 'values', 'pages.values')}
          {information('/board/objectives', 'objectives', 'pages.objectives')}
          {information('/board/goals', 'goals', 'pages.goals')}
          {information('/board/governing-board', 'governing-council', 'pages.governingCouncil')}
          {information('/board/governing-council', 'governing-council', 'pages.governingCouncil')}
          {information('/contact', 'contact', 'pages.contact')}
          <Route path="/unauthorized" element={<Unauthorized />} />
          <Route path="/employee-development" element={<EmployeeDevelopment />} />
          {/* complaints and help (later issues) */}
          {soon('/register-complaint', 'pages.registerComplaint')}
          {soon('/complaint-status', 'pages.complaintStatus')}
          {soon('/institutes-under-inquiry', 'pages.institutesUnderInquiry')}
          {soon('/assitance', 'pages.help')}
        </Route>
      </Route>
    </Routes>
  );
}
