export type { VerificationState } from './verification-step';
export { verificationStep, verificationBaseUrl } from './verification-step';
