import { FakeGameCategoriesPort, failure } from '@casino/adapters/testing';
import { err } from '@casino/domain/shared';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { gamehallCategoryGuard, historyTabGuard, rootGuard, type GuardDeps } from './guards.ts';

const deps = (overrides: Partial<GuardDeps> = {}): GuardDeps => ({
  authenticated: () => false,
  locales: () => ({ codes: ['en', 'ru', 'pt', 'ar'], defaultLocale: 'en' }),
  redirects: () => [],
  origin: 'http://app.test',
  assign: vi.fn(),
  ...overrides,
});
const req = (path: string) => new Request(`http://app.test${path}`);
const location = (response: Response | null) => response?.headers.get('Location');

describe('rootGuard', () => {
  it('sends guests from protected sections to the index with the encoded full path', () => {
    expect(location(rootGuard(deps(), req('/cashier/deposit?amount=10')))).toBe(`/?redirectUrl=${encodeURIComponent('/cashier/deposit?amount=10')}`);
    expect(location(rootGuard(deps(), req('/ru/profile/settings')))).toBe(`/ru?redirectUrl=${encodeURIComponent('/ru/profile/settings')}`);
    expect(location(rootGuard(deps(), req('/bets/live')))).toContain('redirectUrl=');
    expect(location(rootGuard(deps(), req('/responsible-game')))).toContain('redirectUrl=');
    expect(rootGuard(deps(), req('/gamehall'))).toBeNull();
    expect(rootGuard(deps({ authenticated: () => true }), req('/cashier/deposit'))).toBeNull();
  });

  it('keeps the original full path and hash of a guest, before any fixed redirect', () => {
    expect(location(rootGuard(deps(), req('/profile')))).toBe(`/?redirectUrl=${encodeURIComponent('/profile')}`);
    expect(location(rootGuard(deps({ hash: () => '#limits' }), req('/ru/profile/bets?tab=2')))).toBe(`/ru?redirectUrl=${encodeURIComponent('/ru/profile/bets?tab=2#limits')}`);
  });

  it('applies the fixed redirects, keeping the locale prefix', () => {
    const player = deps({ authenticated: () => true });
    expect(location(rootGuard(player, req('/profile')))).toBe('/profile/settings');
    expect(location(rootGuard(player, req('/ar/profile/bets')))).toBe('/ar/profile/bets/history');
    expect(location(rootGuard(player, req('/cashier/billing')))).toBe('/cashier/deposit');
    expect(rootGuard(player, req('/cashier/billing?from=deposit'))).toBeNull();
  });

  it('applies content redirect rules: internal ones navigate, external ones only when flagged', () => {
    const assign = vi.fn();
    const rules = [
      { from_url: '/old-promo*', to_url: '/promotions', is_external: false },
      { from_url: '/partner', to_url: 'https://partner.example/', is_external: true },
      { from_url: '/sneaky', to_url: 'https://evil.example/', is_external: false },
      { from_url: '/js', to_url: 'javascript:alert(1)', is_external: true },
    ];
    const guard = deps({ redirects: () => rules, assign });
    expect(location(rootGuard(guard, req('/old-promo-2024')))).toBe('/promotions');
    expect(location(rootGuard(guard, req('/ru/old-promo')))).toBe('/ru/promotions');
    expect(rootGuard(guard, req('/partner'))?.status).toBe(204);
    expect(assign).toHaveBeenCalledWith('https://partner.example/');
    expect(rootGuard(guard, req('/sneaky'))).toBeNull();
    expect(rootGuard(guard, req('/js'))).toBeNull();
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('refuses internal rules whose target normalises to another host, wildcard ones after substitution', () => {
    const assign = vi.fn();
    const warn = vi.fn();
    const rules = [
      { from_url: '/dots', to_url: 'http://app.test/.//evil.example', is_external: false },
      { from_url: '/case', to_url: 'HTTP://APP.TEST/..//evil.example', is_external: false },
      { from_url: '/go/*', to_url: 'http://app.test/*', is_external: false },
    ];
    const guard = deps({ redirects: () => rules, assign, warn });
    expect(rootGuard(guard, req('/dots'))).toBeNull();
    expect(rootGuard(guard, req('/case'))).toBeNull();
    expect(rootGuard(guard, req('/go//evil.example'))).toBeNull();
    expect(location(rootGuard(guard, req('/go/promotions')))).toBe('/promotions');
    expect(assign).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(3);
    // ours as parsed, but the path handed on would name another host: not an address at all, flag or no flag
    expect(warn).toHaveBeenCalledWith('redirect rule refused', expect.objectContaining({ reason: 'invalid-address' }));
  });
});

describe('route guards', () => {
  const args = (path: string, params: Record<string, string> = {}) => ({ request: req(path), params, context: {} }) as unknown as LoaderFunctionArgs;

  it('history pages accept only known tabs', () => {
    expect(historyTabGuard(args('/cashier/history?tab=withdrawal'))).toBeNull();
    expect(historyTabGuard(args('/cashier/history'))).toBeNull();
    expect(location(historyTabGuard(args('/profile/bets/history?tab=bogus&x=1')))).toBe('/profile/bets/history?tab=deposit&x=1');
  });

  it('gamehall categories that do not exist go to the games hall; a failed lookup lets the page load', async () => {
    const port = new FakeGameCategoriesPort();
    const localize = (p: string) => `/ru${p}`;
    expect(await gamehallCategoryGuard(port, args('/ru/gamehall/slots', { id: 'slots' }), localize)).toBeNull();
    expect(location(await gamehallCategoryGuard(port, args('/ru/gamehall/nope', { id: 'nope' }), localize))).toBe('/ru/gamehall');
    port.result = err(failure());
    expect(await gamehallCategoryGuard(port, args('/gamehall/nope', { id: 'nope' }), localize)).toBeNull();
  });
});
