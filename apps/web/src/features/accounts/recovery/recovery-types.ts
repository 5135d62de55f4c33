/** The recovery screen's steps (spec part 1 "Account recovery screen"). */
export type RecoveryStep =
  | 'initial'
  | 'resetOptions'
  | 'securityQuestion'
  | 'setNewPassword'
  | 'otpVerification'
  | 'enterOtp'
  | 'forgotProfileId';

/** What the earlier steps found out, for the later ones. */
export type RecoveryFacts = {
  UserLoginID?: string;
  SecurityQuestionID?: number;
  SecurityQuestionAnswer?: string;
  MobileNo?: string;
  /** Console SMS mode only: the OTP the server returned. */
  demoOtp?: string;
};

/** Runs a request under the Processing overlay; a failure shows the server's words or the fallback's. */
export type Run = (action: () => Promise<void>, fallbackKey: string) => Promise<void>;

export type StepProps = { run: Run; failure?: string; onBack: () => void; focusHeading?: boolean };
