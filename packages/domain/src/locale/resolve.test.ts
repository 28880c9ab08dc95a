import { describe, expect, it } from 'vitest';
import { bestBrowserMatch, findLocale, resolveLocale } from './resolve';

const base = { available: ['en', 'de', 'pt-BR'], defaultLocale: 'en' } as const;

describe('resolveLocale', () => {
  it('platform strategy + authenticated: the account locale wins and is synced', () => {
    expect(resolveLocale({ ...base, strategy: 'platform', authenticated: true, accountLocale: 'de', urlLocale: 'pt-BR' })).toEqual({
      locale: 'de', source: 'account', syncToServer: true,
    });
  });
  it('otherwise URL, cookie, browser, default', () => {
    expect(resolveLocale({ ...base, strategy: 'platform', authenticated: false, accountLocale: 'de', urlLocale: 'pt-br' }).locale).toBe('pt-BR');
    expect(resolveLocale({ ...base, strategy: 'url', authenticated: true, accountLocale: 'de', cookieLocale: 'pt_BR' })).toMatchObject({ locale: 'pt-BR', source: 'cookie' });
    expect(resolveLocale({ ...base, authenticated: false, browserLanguages: ['fr', 'de-AT'] })).toMatchObject({ locale: 'de', source: 'browser' });
    expect(resolveLocale({ ...base, authenticated: false, urlLocale: 'xx', cookieLocale: 'yy', browserLanguages: ['fr'] })).toMatchObject({ locale: 'en', source: 'default' });
    expect(resolveLocale({ ...base, strategy: 'platform', authenticated: true, accountLocale: 'xx' }).source).toBe('default');
  });
  it('browser match: exact first, then primary language', () => {
    expect(bestBrowserMatch(['pt-BR'], ['pt', 'pt-BR'])).toBe('pt-BR');
    expect(bestBrowserMatch(['pt-PT'], ['en', 'pt-BR'])).toBe('pt-BR');
    expect(bestBrowserMatch([], ['en'])).toBeUndefined();
    expect(findLocale(null, ['en'])).toBeUndefined();
  });
});
