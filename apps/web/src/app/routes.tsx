import type { RouteObject } from 'react-router';
import { Layout } from './layout';

/** Every route of both spec parts; each screen is its own lazily loaded chunk. */
const comingSoon = (titleKey: string) => ({
  lazy: async () => {
    const { ComingSoonPage } = await import('../features/coming-soon/coming-soon-page');
    return { element: <ComingSoonPage titleKey={titleKey} /> };
  },
});
/** The landing page with the accounts feature's sign-in card; on the login routes the sign-in modal opens at once. */
const home = (openSignIn = false) => ({
  lazy: async () => {
    const [{ default: HomePage }, { default: SignInCard }] = await Promise.all([
      import('../features/home/home-page'),
      import('../features/accounts/sign-in/sign-in-card'),
    ]);
    return { element: <HomePage signInCard={<SignInCard openSignIn={openSignIn} />} /> };
  },
});

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', ...home() },
      // accounts
      { path: '/login', ...home(true) },
      { path: '/CandidateLogin', ...home(true) },
      { path: '/signin', ...home(true) },
      { path: '/Candidate', ...comingSoon('pages.candidateRegistration') },
      { path: '/Staff', ...comingSoon('pages.staff') },
      { path: '/after-register', ...comingSoon('pages.afterRegister') },
      { path: '/AccountRecovery', ...comingSoon('pages.accountRecovery') },
      { path: '/account-recovery', ...comingSoon('pages.accountRecovery') },
      { path: '/Candidate/ChangeSecurityQuestion', ...comingSoon('pages.changeSecurityQuestion') },
      { path: '/dashboard', ...comingSoon('pages.dashboard') },
      // profile steps
      { path: '/Address', ...comingSoon('steps.Address') },
      { path: '/Parent', ...comingSoon('steps.Parent') },
      { path: '/Category', ...comingSoon('steps.Category') },
      { path: '/Qualification', ...comingSoon('steps.Qualification') },
      { path: '/qualification', ...comingSoon('steps.Qualification') },
      { path: '/Training', ...comingSoon('steps.Training') },
      { path: '/AdditionalDetails', ...comingSoon('steps.Additional') },
      { path: '/BankDetails', ...comingSoon('steps.Bank') },
      { path: '/WorkExperience', ...comingSoon('steps.WorkExperience') },
      { path: '/verify', ...comingSoon('steps.Verify') },
      { path: '/apply', ...comingSoon('steps.Apply') },
      { path: '/admission-letter', ...comingSoon('steps.AdmissionLetter') },
      // public search and information
      { path: '/institutes/search', ...comingSoon('pages.searchInstitute') },
      { path: '/courses', ...comingSoon('pages.searchCourse') },
      { path: '/about/board', ...comingSoon('pages.aboutBoard') },
      { path: '/board/vision', ...comingSoon('pages.vision') },
      { path: '/board/mission', ...comingSoon('pages.mission') },
      { path: '/board/values', ...comingSoon('pages.values') },
      { path: '/board/objectives', ...comingSoon('pages.objectives') },
      { path: '/board/goals', ...comingSoon('pages.goals') },
      { path: '/board/governing-board', ...comingSoon('pages.governingCouncil') },
      { path: '/board/governing-council', ...comingSoon('pages.governingCouncil') },
      { path: '/contact', ...comingSoon('pages.contact') },
      { path: '/unauthorized', ...comingSoon('pages.unauthorized') },
      { path: '/employee-development', ...comingSoon('pages.employeeDevelopment') },
      // complaints and help
      { path: '/register-complaint', ...comingSoon('pages.registerComplaint') },
      { path: '/complaint-status', ...comingSoon('pages.complaintStatus') },
      { path: '/institutes-under-inquiry', ...comingSoon('pages.institutesUnderInquiry') },
      { path: '/assitance', ...comingSoon('pages.help') },
      // any other path shows the landing page (spec)
      { path: '*', ...home() },
    ],
  },
];
