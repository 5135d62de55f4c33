import { verificationApi } from '@portal/shared/api/verification';
import { call } from '../../../lib/api';

/** Step 10's server calls (decision 054): the caller's own verification only. */

/** GET /api/Profile/verificationStatus: state, what is missing or returned, every section with its marks. */
export const getVerificationStatus = (signal?: AbortSignal) => call(verificationApi.status, { signal });

/** POST /api/Profile/submitForVerification. */
export const submitForVerification = () => call(verificationApi.submit, { body: { Declaration: true } });

/** POST /api/Profile/requestChange: a verified person asks to change their profile. */
export const requestChange = (Reason: string) => call(verificationApi.requestChange, { body: { Reason } });
