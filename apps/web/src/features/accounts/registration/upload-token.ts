import { createContext } from 'react';

/**
 * The upload token verify-otp gave for the registration form's mobile number: the documents staff
 * upload before registration (userID 0) are refused without it. The registration form provides it.
 */
export const UploadTokenContext = createContext<string | undefined>(undefined);
