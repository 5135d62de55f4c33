import type { PageSlug } from '@portal/shared';
import { lazy, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import type { Id } from '../i18n';
import { QueryRoutes } from '../lib/lazy-with-query';
import { RequireUser } from './require-user';
import { StaffOrPrimary } from './staff-or-primary';

/**
 * Every screen but the landing page, each its own lazily loaded chunk. This table is itself loaded on
 * the first visit to one of them, so the landing page carries neither it nor the chunk lists of its
 * screens (docs/decisions/005-landing-route-budget.md).
 */

const CandidateRegistration = lazy(() => import('../features/accounts/registration/candidate-registration-page'));
const Staff = lazy(() => import('../features/accounts/registration/staff-page'));
const AfterRegister = lazy(() => import('../features/accounts/registration/after-register-page'));
const PromotingOrganization = lazy(
  () => import('../features/accounts/promoting-organization/promoting-organization-page'),
);
const AccountRecovery = lazy(() => import('../features/accounts/recovery/account-recovery-page'));
const ChangeSecurityQuestion = lazy(
  () => import('../features/accounts/security-question/change-security-question-page'),
);
const RegisterComplaint = lazy(() => import('../features/complaint/register-complaint-page'));
const ComplaintStatus = lazy(() => import('../features/complaint/complaint-status-page'));
const UnderInquiry = lazy(() => import('../features/complaint/under-inquiry-page'));
// the grievance form is the grievance feature's: app/ puts it into the help page (decision 027)
const Help = lazy(async () => {
  const [{ default: HelpPage }, { GrievanceSection }] = await Promise.all([
    import('../features/help/help-page'),
    import('../features/grievance/grievance-section'),
  ]);
  return { default: () => <HelpPage grievance={<GrievanceSection />} /> };
});
const GrievanceStatus = lazy(() => import('../features/grievance/grievance-status-page'));
const Dashboard = lazy(() => import('../features/accounts/dashboard/dashboard-page'));
const AdditionalDetails = lazy(() => import('../features/profile/additional/additional-page'));
const Address = lazy(() => import('../features/profile/address/address-page'));
const BankDetails = lazy(() => import('../features/profile/bank/bank-page'));
const Category = lazy(() => import('../features/profile/category/category-page'));
const Parent = lazy(() => import('../features/profile/parent/parent-page'));
const Primary = lazy(() => import('../features/profile/primary/primary-page'));
const Qualification = lazy(() => import('../features/profile/qualification/qualification-page'));
const Training = lazy(() => import('../features/profile/training/training-page'));
const WorkExperience = lazy(() => import('../features/profile/work-experience/work-experience-page'));
const Verify = lazy(() => import('../features/profile/verify/verify-page'));
const Apply = lazy(() => import('../features/apply/apply-page'));
const InstituteDesk = lazy(() => import('../features/institute/desk-page'));
const InstituteApplicant = lazy(() => import('../features/institute/applicant-page'));
const InstituteSetPassword = lazy(() => import('../features/institute/set-password-page'));
const InstituteSearch = lazy(() =>
  import('../features/search/institute-search-page').then((m) => ({ default: m.InstituteSearchPage })),
);
const CourseSearch = lazy(() =>
  import('../features/search/course-search-page').then((m) => ({ default: m.CourseSearchPage })),
);
const Information = lazy(() =>
  import('../features/information/information-page').then((m) => ({ default: m.InformationPage })),
);
const AdmissionLetter = lazy(() => import('../features/admission-letter/admission-letter-page'));
const VerifyLetter = lazy(() => import('../features/admission-letter/verify-letter-page'));
const Unauthorized = lazy(() =>
  import('../features/information/unauthorized-page').then((m) => ({ default: m.UnauthorizedPage })),
);
const Sitemap = lazy(() => import('../features/information/sitemap-page').then((m) => ({ default: m.SitemapPage })));
const EmployeeDevelopment = lazy(() =>
  import('../features/information/employee-development-page').then((m) => ({ default: m.EmployeeDevelopmentPage })),
);

const information = (path: string, slug: PageSlug, titleKey: Id<'common'>) => (
  <Route key={path} path={path} element={<Information slug={slug} titleKey={titleKey} />} />
);

/** The screens' routes; any other path is `notFound` (the landing page under a notice: the server says 404). */
export default function ScreenRoutes({ notFound }: { notFound: ReactNode }) {
  return (
    <Routes>
      <Route element={<QueryRoutes />}>
        {/* accounts */}
        <Route path="/Candidate" element={<CandidateRegistration />} />
        <Route path="/Staff" element={<StaffOrPrimary registration={<Staff />} primary={<Primary />} />} />
        <Route path="/after-register" element={<AfterRegister />} />
        <Route path="/promoting-organization" element={<PromotingOrganization />} />
        <Route path="/AccountRecovery" element={<AccountRecovery />} />
        <Route path="/institute/set-password" element={<InstituteSetPassword />} />
        <Route path="/account-recovery" element={<AccountRecovery />} />
        {/* screens for a signed-in user */}
        <Route element={<RequireUser />}>
          <Route path="/Candidate/ChangeSecurityQuestion" element={<ChangeSecurityQuestion />} />
          <Route path="/dashboard" element={<Dashboard />} />
          {/* profile steps (the ones still to come say so) */}
          <Route path="/Address" element={<Address />} />
          <Route path="/Parent" element={<Parent />} />
          <Route path="/Category" element={<Category />} />
          <Route path="/Qualification" element={<Qualification />} />
          <Route path="/Training" element={<Training />} />
          <Route path="/AdditionalDetails" element={<AdditionalDetails />} />
          <Route path="/BankDetails" element={<BankDetails />} />
          <Route path="/WorkExperience" element={<WorkExperience />} />
          <Route path="/verify" element={<Verify />} />
          <Route path="/apply" element={<Apply />} />
          <Route path="/institute" element={<InstituteDesk />} />
          <Route path="/institute/applicant" element={<InstituteApplicant />} />
          <Route path="/admission-letter" element={<AdmissionLetter />} />
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
        <Route path="/register-complaint" element={<RegisterComplaint />} />
        <Route path="/complaint-status" element={<ComplaintStatus />} />
        <Route path="/institutes-under-inquiry" element={<UnderInquiry />} />
        <Route path="/assitance" element={<Help />} />
        <Route path="/grievance-status" element={<GrievanceStatus />} />
        <Route path="/verify-letter/:code" element={<VerifyLetter />} />
        {/* the pages of the footer GIGW asks for */}
        {information('/accessibility-statement', 'accessibility-statement', 'pages.accessibility')}
        {information('/privacy-policy', 'privacy-policy', 'pages.privacy')}
        {information('/terms-of-use', 'terms-of-use', 'pages.terms')}
        <Route path="/sitemap" element={<Sitemap />} />
      </Route>
      <Route path="*" element={notFound} />
    </Routes>
  );
}
