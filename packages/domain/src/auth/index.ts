export type { LoginCredentials, LoginAnswerLike } from './login';
export { normaliseLogin, buildLoginRequest, loginOutcome, isAuthenticated, TWO_FACTOR_ALREADY_ENABLED } from './login';
export type { AuthErrorLike, TwoFactorState } from './two-factor';
export {
  resendTimeFromError, isTwoFactorError, enterTwoFactor, resendSecondsLeft, canResendCode, twoFactorErrorKey,
} from './two-factor';
export { socialSignInUrl, socialPopupFeatures } from './social';
export type { SignInBanner } from './popup';
export { readAuthBanner, readCharacterSelect, authPopupShowsBanner, authPopupShowsCharacter } from './popup';
export type { CodeFieldError } from './restore';
export { oneTimeCodeErrorKey } from './restore';
