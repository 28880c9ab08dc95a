import { describe, expect, it } from 'vitest';
import { mapRegistrationFieldErrors, mapServerFieldErrors, promoActivationErrorKey } from './field-errors';
import {
  classifyFatalError, errorPageLayout, errorPageType, routeValidationMessage, shouldRenderErrorPage,
  systemPageButtonTarget, systemPageShowsLoader,
} from './pages';
import { isServerErrorType, SERVER_ERROR_TYPES } from './server-errors';

describe('fatal errors', () => {
  it('banned, disabled/unavailable and 403 are fatal', () => {
    expect(classifyFatalError({ type: 'UserBannedException' })).toEqual({ page: 'userBlock', statusCode: 403 });
    expect(classifyFatalError({ type: 'ApplicationDisabledException' })).toEqual({ page: 'maintenance', statusCode: 503 });
    expect(classifyFatalError({ type: 'ApplicationUnavailableException' })?.page).toBe('maintenance');
    expect(classifyFatalError({ type: 'AccessDeniedException', status: 403 })).toEqual({ page: 'forbidden', statusCode: 403 });
    expect(classifyFatalError({ type: 'InvalidParameterException', status: 400 })).toBeUndefined();
  });
  it('knows the catalogue', () => {
    expect(SERVER_ERROR_TYPES).toHaveLength(30); // the spec's 29 and our proposed UserSelfExcludedException
    expect(isServerErrorType('UserSelfExcludedException')).toBe(true);
    expect(isServerErrorType('UserBannedException')).toBe(true);
    expect(isServerErrorType('Nope')).toBe(false);
  });
});

describe('error page type', () => {
  it('typed data → user block, else by status', () => {
    expect(errorPageType({ data: { type: 'banned-user' } })).toBe('userBlock');
    expect(errorPageType({ data: { type: 'other' }, status: 404 })).toBe('userBlock');
    expect(errorPageType({ status: 404 })).toBe('notFound');
    expect(errorPageType({ status: 'not found' })).toBe('notFound');
    expect(errorPageType({ status: 403 })).toBe('forbidden');
    expect(errorPageType({ status: 'Forbidden' })).toBe('forbidden');
    expect(errorPageType({ status: 503 })).toBe('maintenance');
    expect(errorPageType({ status: 'maintenance' })).toBe('maintenance');
    expect(errorPageType({ status: 418 })).toBe('notFound');
    expect(errorPageType({ data: null })).toBe('notFound');
  });
  it('layouts, bots, buttons', () => {
    expect(errorPageLayout('forbidden')).toBe('empty');
    expect(errorPageLayout('maintenance')).toBe('empty');
    expect(errorPageLayout('notFound')).toBe('default');
    expect(shouldRenderErrorPage(true)).toBe(false);
    expect(shouldRenderErrorPage(false)).toBe(true);
    expect(systemPageButtonTarget('userBlock')).toBe('/support');
    expect(systemPageButtonTarget('paysuccess')).toBe('/gamehall');
    expect(systemPageButtonTarget('errors')).toBe('/gamehall');
    expect(systemPageButtonTarget('payfail')).toBe('/cashier/deposit');
    expect(systemPageButtonTarget('paycancel')).toBe('/cashier/deposit');
    expect(systemPageButtonTarget('paynewwindow')).toBe('/cashier/deposit');
    expect(systemPageButtonTarget('notFound')).toBe('/');
    expect(systemPageShowsLoader('paypending')).toBe(true);
    expect(systemPageShowsLoader('payfail')).toBe(false);
    expect(routeValidationMessage('/x')).toBe('Page Not Found: /x');
  });
});

describe('server field errors', () => {
  it('first message per field, aliases and per-code messages', () => {
    expect(
      mapServerFieldErrors(
        { email: ['taken', 'second'], login: { code: 'E1', message: 'raw' }, zip: [{ code: 'Z' }], empty: [], nil: null, odd: [{}] },
        { aliases: { zip: 'postcode' }, codeMessages: { E1: 'Login exists' } },
      ),
    ).toEqual({ email: 'taken', login: 'Login exists', postcode: 'Z' });
  });
  it('merges sources; the first to name a field wins', () => {
    expect(mapServerFieldErrors([{ email: 'a' }, undefined, { email: 'b', password: 'c' }])).toEqual({ email: 'a', password: 'c' });
  });
  it('registration swaps phone and mobile', () => {
    expect(mapRegistrationFieldErrors({ phone: 'bad phone', mobile: 'bad mobile' })).toEqual({ mobile: 'bad phone', phone: 'bad mobile' });
  });
  it('promo activation error keys', () => {
    expect(promoActivationErrorKey({ promo_code: ['EXPIRED'] })).toBe('common.promoCodeErrors.EXPIRED');
    expect(promoActivationErrorKey({ promo_code: [{ code: 'USED' }] })).toBe('common.promoCodeErrors.USED');
    expect(promoActivationErrorKey({ promo_code: 'LIMIT' })).toBe('common.promoCodeErrors.LIMIT');
    expect(promoActivationErrorKey({ promo_code: [] })).toBe('common.promoCodeErrors.INVALID');
    expect(promoActivationErrorKey(undefined)).toBe('common.promoCodeErrors.INVALID');
  });
});
