/**
 * Every API endpoint, by server module (docs/decisions/030). No runtime dependencies: the web app
 * imports it at first paint (`@portal/shared/api`).
 */
export * from '../endpoint';
export { accountsApi } from './accounts';
export { admissionLetterApi, consoleLettersApi } from './admission-letter';
export { applicantFileUrl, applicationApi, consoleInstitutesApi, instituteDeskApi } from './admissions';
export { auditApi } from './audit';
export { captchaApi } from './captcha';
export { chatbotApi } from './chatbot';
export { complaintApi } from './complaint';
export { consoleAccountsApi } from './console/accounts';
export { consoleCasesApi } from './console/cases';
export { consoleOfficersApi } from './console/officers';
export { filesApi } from './files';
export { grievanceApi } from './grievance';
export { helpApi } from './help';
export { homeApi } from './home';
export { mastersApi } from './masters';
export { menuApi } from './menu';
export { noticesApi } from './notices';
export { otpApi } from './otp';
export { overviewApi } from './overview';
export { pagesApi } from './pages';
export { profileApi } from './profile';
export { ifscApi } from './profile/bank';
export type { SectionApi, SectionSchemas } from './profile/section';
export { registrationApi } from './registration';
export { searchApi } from './search';
export { sessionApi } from './session';
export { fileUrl, uploadsApi } from './uploads';
export { consoleVerificationApi, verificationApi } from './verification';
