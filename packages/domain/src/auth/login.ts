/** Sign-in rules. */

/** A leading "+" (one or several) is stripped from the login, which is also trimmed. */
export function normaliseLogin(login: string): string {
  return login.trim().replace(/^\++/, '');
}

export interface LoginCredentials {
  readonly login: string;
  readonly password: string;
}

/** The login call's body: normalised login, password and, in the two-factor step, the code. */
export function buildLoginRequest(credentials: LoginCredentials, code?: string): { login: string; password: string; code?: string } {
  const request: { login: string; password: string; code?: string } = {
    login: normaliseLogin(credentials.login),
    password: credentials.password,
  };
  const trimmed = code?.trim();
  if (trimmed) request.code = trimmed;
  return request;
}

/** The login answer fields the rules read. */
export interface LoginAnswerLike {
  readonly status?: string | null;
  readonly payload?: unknown;
}

export const TWO_FACTOR_ALREADY_ENABLED = 'ALREADY_ENABLED';

/** success: a payload came back (close the popup); twoFactor: status ALREADY_ENABLED. */
export function loginOutcome(answer: LoginAnswerLike | null | undefined): 'success' | 'twoFactor' | 'none' {
  if (answer?.status === TWO_FACTOR_ALREADY_ENABLED) return 'twoFactor';
  if (answer?.payload !== undefined && answer.payload !== null) return 'success';
  return 'none';
}

/** Authenticated means uid above 0. */
export function isAuthenticated(account: { readonly uid?: number | null } | null | undefined): boolean {
  return typeof account?.uid === 'number' && account.uid > 0;
}
