import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gamePagePath, gamePath, isGamePagePath } from './game-path';
import { fixedRedirect, guestRedirect, isProtectedPath } from './guards';
import { sameRouteName, splitLocalePrefix, stripRouteLocaleSuffix, withLocalePrefix } from './locale-prefix';
import { buildQueryString, lastQueryValue } from './query';
import { applyRedirectRules } from './redirect-rules';

describe('protected paths', () => {
  it.each(['/bets', '/bets/history', '/cashier/deposit', '/profile', '/profile/settings?x=1', '/responsible-game'])('%s is protected', (p) => {
    expect(isProtectedPath(p)).toBe(true);
  });
  it.each(['/', '/offers', '/gamehall', '/offers/rebets', '/profiles-of-winners'])('%s is public', (p) => {
    expect(isProtectedPath(p)).toBe(false);
  });
  it('guests go to the index with the encoded full path', () => {
    expect(guestRedirect({ path: '/cashier/deposit', fullPath: '/cashier/deposit?amount=10#x', authenticated: false })).toBe(
      '/?redirectUrl=%2Fcashier%2Fdeposit%3Famount%3D10%23x',
    );
    expect(guestRedirect({ path: '/profile', fullPath: '/de/profile', authenticated: false, rootLocale: 'de', defaultLocale: 'en' })).toBe(
      '/de?redirectUrl=%2Fde%2Fprofile',
    );
    expect(guestRedirect({ path: '/profile', fullPath: '/profile', authenticated: true })).toBeUndefined();
    expect(guestRedirect({ path: '/offers', fullPath: '/offers', authenticated: false })).toBeUndefined();
  });
  it('property: the redirect decodes back to the original full path', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), (path, q) => {
        const fullPath = `/cashier${path}?${q}`;
        const target = guestRedirect({ path: '/cashier', fullPath, authenticated: false }) as string;
        expect(decodeURIComponent(target.slice('/?redirectUrl='.length))).toBe(fullPath);
      }),
    );
  });
});

describe('fixed redirects', () => {
  it('profile, bets, billing', () => {
    expect(fixedRedirect('/profile')).toBe('/profile/settings');
    expect(fixedRedirect('/profile/')).toBe('/profile/settings');
    expect(fixedRedirect('/profile/bets')).toBe('/profile/bets/history');
    expect(fixedRedirect('/cashier/billing')).toBe('/cashier/deposit');
    expect(fixedRedirect('/cashier/billing', { fromDeposit: true })).toBeUndefined();
    expect(fixedRedirect('/profile/settings')).toBeUndefined();
    expect(fixedRedirect('/')).toBeUndefined();
  });
});

describe('content redirect rules', () => {
  const rules = [
    { from_url: '/old-promo', to_url: '/promotions' },
    { from_url: '/games/*/play', to_url: '/game/*' },
    { from_url: '/go?partner=*', to_url: 'https://partner.example/*', is_external: true },
    { from_url: '/blog/*', to_url: 'https://blog.example/*', is_external: true },
  ];
  it('matches path with wildcards, keeps the query for internal targets', () => {
    expect(applyRedirectRules(rules, { path: '/old-promo/', query: '?a=1' })).toEqual({ url: '/promotions?a=1', external: false });
    expect(applyRedirectRules(rules, { path: '/games/book/play' })).toEqual({ url: '/game/book', external: false });
    expect(applyRedirectRules(rules, { path: '/blog/2024/post', query: 'x=1' })).toEqual({ url: 'https://blog.example/2024/post', external: true });
  });
  it('matches query when the rule has one', () => {
    expect(applyRedirectRules(rules, { path: '/go', query: 'partner=acme' })).toEqual({ url: 'https://partner.example/acme', external: true });
    expect(applyRedirectRules(rules, { path: '/go' })).toBeUndefined();
  });
  it('no match', () => {
    expect(applyRedirectRules(rules, { path: '/old-promo-2' })).toBeUndefined();
    expect(applyRedirectRules([{ from_url: '/a.b', to_url: '/c' }], { path: '/axb' })).toBeUndefined();
  });
});

describe('locale prefix and route names', () => {
  const locales = ['en', 'de', 'pt-br'];
  it('splits and adds the prefix', () => {
    expect(splitLocalePrefix('/de/profile', locales, 'en')).toEqual({ rootLocale: 'de', path: '/profile' });
    expect(splitLocalePrefix('/de', locales, 'en')).toEqual({ rootLocale: 'de', path: '/' });
    expect(splitLocalePrefix('/de?x=1', locales, 'en')).toEqual({ rootLocale: 'de', path: '/?x=1' });
    expect(splitLocalePrefix('/en/profile', locales, 'en')).toEqual({ rootLocale: undefined, path: '/en/profile' });
    expect(splitLocalePrefix('/fr/x', locales, 'en')).toEqual({ rootLocale: undefined, path: '/fr/x' });
    expect(splitLocalePrefix('', locales, 'en').path).toBe('/');
    expect(withLocalePrefix('/profile', 'de', 'en')).toBe('/de/profile');
    expect(withLocalePrefix('/', 'de', 'en')).toBe('/de');
    expect(withLocalePrefix('x', 'de', 'en')).toBe('/de/x');
    expect(withLocalePrefix('/x', 'en', 'en')).toBe('/x');
    expect(withLocalePrefix('/x', undefined, 'en')).toBe('/x');
  });
  it('strips the ___xx suffix', () => {
    expect(stripRouteLocaleSuffix('game-sysname___de')).toBe('game-sysname');
    expect(stripRouteLocaleSuffix('betting')).toBe('betting');
    expect(sameRouteName('betting___de', 'betting')).toBe(true);
    expect(sameRouteName('betting', null)).toBe(false);
  });
});

describe('query helpers', () => {
  it('last value wins', () => {
    expect(lastQueryValue({ a: ['1', '2', ''] }, 'a')).toBe('2');
    expect(lastQueryValue({ a: '1' }, 'a')).toBe('1');
    expect(lastQueryValue({ a: null }, 'a')).toBeUndefined();
    expect(buildQueryString({ a: '1 2', b: ['x', null, 'y'], c: undefined })).toBe('a=1%202&b=x&b=y');
  });
});

describe('game paths', () => {
  it('builds /platform/game paths', () => {
    expect(gamePath({ id: 42 })).toBe('/platform/game/42/play');
    expect(gamePath({ customCode: 'aviator' }, 'demo')).toBe('/platform/game/custom/aviator/demo');
    expect(gamePagePath('book of ra')).toBe('/game/book%20of%20ra');
    expect(isGamePagePath('/de/game/x')).toBe(true);
    expect(isGamePagePath('/gamehall')).toBe(false);
  });
});
