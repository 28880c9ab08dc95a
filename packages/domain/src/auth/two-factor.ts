import type { MessageKey } from '../validation/messages';
import type { LoginCredentials } from './login';
import { normaliseLogin } from './login';

/** The error fields two-factor detection reads. */
export interface AuthErrorLike {
  readonly type?: string;
  readonly message?: string | null;
  readonly data?: { readonly resend_time?: number | string | null } | null;
  readonly resend_time?: number | string | null;
}

const ENABLED = 'two_factor_auth is enable';
const RESEND = 'resend time is';

const lower = (text: string | null | undefined): string => (text ?? '').toLowerCase();

/**
 * A resend time from an error: `resend_time` on the error or its
 * data, else a number ending the message ("Resend time is 42"). Undefined when none.
 */
export function resendTimeFromError(error: AuthErrorLike | null | undefined): number | undefined {
  const raw = error?.resend_time ?? error?.data?.resend_time;
  if (raw !== undefined && raw !== null && raw !== '' && Number.isFinite(Number(raw))) return Math.max(0, Number(raw));
  const match = /(\d+)\s*\.?\s*$/.exec(error?.message ?? '');
  return match ? Number(match[1]) : undefined;
}

/**
 * True when an authorization error means "ask for the code": its
 * message says two-factor is enabled or states a resend time.
 */
export function isTwoFactorError(error: AuthErrorLike | null | undefined): boolean {
  if (!error) return false;
  if (error.type !== undefined && error.type !== 'AuthorizationException') return false;
  const message = lower(error.message);
  return message.includes(ENABLED) || message.includes(RESEND);
}

/** Kept while the interface asks for the code. */
export interface TwoFactorState {
  readonly login: string;
  readonly password: string;
  readonly resend_time: number;
}

/** Enters the two-factor step from credentials and the error (or answer) that asked for it. */
export function enterTwoFactor(credentials: LoginCredentials, error?: AuthErrorLike | null): TwoFactorState {
  return {
    login: normaliseLogin(credentials.login),
    password: credentials.password,
    resend_time: resendTimeFromError(error) ?? 0,
  };
}

/** Whole seconds left on the resend timer started at `startedAt` (ms) for `resendSeconds`. */
export function resendSecondsLeft(startedAt: number, resendSeconds: number, now: number): number {
  return Math.max(0, Math.ceil((startedAt + resendSeconds * 1000 - now) / 1000));
}

/** Resend becomes available when the timer has run out. */
export function canResendCode(startedAt: number, resendSeconds: number, now: number): boolean {
  return resendSecondsLeft(startedAt, resendSeconds, now) === 0;
}

/**
 * Two-factor server messages → the code field's message key:
 * twoFaErrorCodeDigits, twoFaErrorTimeExpired, twoFaErrorInvalidCode, else twoFaErrorSomethingWrong.
 */
export function twoFactorErrorKey(message: string | null | undefined): MessageKey {
  const text = lower(message);
  if (text.includes('the code must contain 6 digits')) return 'twoFaErrorCodeDigits';
  if (text.includes('time expired')) return 'twoFaErrorTimeExpired';
  if (text.includes('code is invalid')) return 'twoFaErrorInvalidCode';
  return 'twoFaErrorSomethingWrong';
}
