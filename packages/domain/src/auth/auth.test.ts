import { describe, expect, it } from 'vitest';
import { buildLoginRequest, isAuthenticated, loginOutcome, normaliseLogin } from './login';
import {
  canResendCode, enterTwoFactor, isTwoFactorError, resendSecondsLeft, resendTimeFromError, twoFactorErrorKey,
} from './two-factor';

describe('login', () => {
  it('strips a leading +', () => {
    expect(normaliseLogin('+79161234567')).toBe('79161234567');
    expect(normaliseLogin(' ++44 ')).toBe('44');
    expect(normaliseLogin('a+b@c.de')).toBe('a+b@c.de');
  });
  it('builds the request with an optional code', () => {
    expect(buildLoginRequest({ login: '+7916', password: 'p' })).toEqual({ login: '7916', password: 'p' });
    expect(buildLoginRequest({ login: 'x', password: 'p' }, ' 123456 ')).toEqual({ login: 'x', password: 'p', code: '123456' });
    expect(buildLoginRequest({ login: 'x', password: 'p' }, '')).not.toHaveProperty('code');
  });
  it('reads the answer', () => {
    expect(loginOutcome({ status: 'ALREADY_ENABLED' })).toBe('twoFactor');
    expect(loginOutcome({ payload: { uid: 1 } })).toBe('success');
    expect(loginOutcome({ payload: null })).toBe('none');
    expect(loginOutcome(undefined)).toBe('none');
  });
  it('authenticated when uid > 0', () => {
    expect(isAuthenticated({ uid: 5 })).toBe(true);
    expect(isAuthenticated({ uid: 0 })).toBe(false);
    expect(isAuthenticated({ uid: null })).toBe(false);
    expect(isAuthenticated(null)).toBe(false);
  });
});

describe('two-factor', () => {
  it('detects the two-factor state from an authorization error', () => {
    expect(isTwoFactorError({ type: 'AuthorizationException', message: 'two_factor_auth is enable' })).toBe(true);
    expect(isTwoFactorError({ message: 'Resend time is 30' })).toBe(true);
    expect(isTwoFactorError({ type: 'AuthorizationException', message: 'wrong password' })).toBe(false);
    expect(isTwoFactorError({ type: 'InvalidParameterException', message: 'Resend time is 30' })).toBe(false);
    expect(isTwoFactorError(undefined)).toBe(false);
  });
  it('reads the resend time from the error or a trailing number', () => {
    expect(resendTimeFromError({ resend_time: 60 })).toBe(60);
    expect(resendTimeFromError({ data: { resend_time: '45' } })).toBe(45);
    expect(resendTimeFromError({ message: 'Resend time is 42' })).toBe(42);
    expect(resendTimeFromError({ message: 'Resend time is 42.' })).toBe(42);
    expect(resendTimeFromError({ message: 'no number', resend_time: null })).toBeUndefined();
    expect(resendTimeFromError(null)).toBeUndefined();
  });
  it('keeps login, password and resend time', () => {
    expect(enterTwoFactor({ login: '+7916', password: 'p' }, { message: 'Resend time is 30' })).toEqual({ login: '7916', password: 'p', resend_time: 30 });
    expect(enterTwoFactor({ login: 'a', password: 'p' }).resend_time).toBe(0);
  });
  it('counts the resend timer down', () => {
    expect(resendSecondsLeft(1000, 30, 1000)).toBe(30);
    expect(resendSecondsLeft(1000, 30, 30_500)).toBe(1);
    expect(resendSecondsLeft(1000, 30, 31_000)).toBe(0);
    expect(canResendCode(1000, 30, 20_000)).toBe(false);
    expect(canResendCode(1000, 30, 40_000)).toBe(true);
  });
  it('maps server messages to field keys', () => {
    expect(twoFactorErrorKey('the code must contain 6 digits')).toBe('twoFaErrorCodeDigits');
    expect(twoFactorErrorKey('Time expired')).toBe('twoFaErrorTimeExpired');
    expect(twoFactorErrorKey('two_factor_auth: code is invalid')).toBe('twoFaErrorInvalidCode');
    expect(twoFactorErrorKey('boom')).toBe('twoFaErrorSomethingWrong');
    expect(twoFactorErrorKey(null)).toBe('twoFaErrorSomethingWrong');
  });
});

describe('social sign-in', () => {
  it('builds /oauth/init and centres the 640x480 popup', async () => {
    const { socialSignInUrl, socialPopupFeatures } = await import('./social');
    expect(socialSignInUrl({ service: 'google', redirectUrl: 'https://c.example/a?b=1', typeAuth: 'login' })).toBe(
      '/oauth/init?service=google&redirect_url=https%3A%2F%2Fc.example%2Fa%3Fb%3D1&type_auth=login',
    );
    expect(socialPopupFeatures({ width: 1280, height: 800 })).toBe('width=640,height=480,left=320,top=160');
    expect(socialPopupFeatures({ width: 300, height: 300, left: 10 })).toBe('width=640,height=480,left=0,top=0');
  });
});
