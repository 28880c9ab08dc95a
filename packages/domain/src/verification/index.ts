export type { VerificationState } from './verification-step';
export { verificationStep, verificationBaseUrl, verificationActionId } from './verification-step';
