// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isPlayerPath, notModified, privateCacheControl, proxiedHeaders, strongEtag } from './http-cache.ts';

describe('caching headers', () => {
  it('validates by the hash of the bytes: equal bytes, equal tag; a W/ prefix or a list still matches, * matches all', () => {
    const etag = strongEtag(Buffer.from('<p>page</p>'));
    expect(etag).toBe(strongEtag(Buffer.from('<p>page</p>')));
    expect(etag).not.toBe(strongEtag(Buffer.from('<p>page!</p>')));
    expect(notModified(etag, etag)).toBe(true);
    expect(notModified(`W/${etag}`, etag)).toBe(true);
    expect(notModified(`"other", ${etag}`, etag)).toBe(true);
    expect(notModified('*', etag)).toBe(true);
    expect(notModified('"other"', etag)).toBe(false);
    expect(notModified(undefined, etag)).toBe(false);
  });

  it('keeps a player’s answer out of shared caches without throwing away what the backend said', () => {
    expect(privateCacheControl(undefined)).toBe('private, no-store');
    expect(privateCacheControl('')).toBe('private, no-store');
    expect(privateCacheControl('no-store')).toBe('no-store');
    expect(privateCacheControl('private, max-age=30')).toBe('private, max-age=30');
    expect(privateCacheControl('public, max-age=60, s-maxage=600')).toBe('private, max-age=60');
    expect(privateCacheControl('no-cache')).toBe('private, no-cache');
    // the field-named form keeps only the named header private, not the answer
    expect(privateCacheControl('private="set-cookie", max-age=60')).toBe('private, private="set-cookie", max-age=60');
  });

  it('treats the API, payments, sign-in and game launches as a player’s, and content, translations and images as everyone’s', () => {
    for (const path of ['/api', '/api/account.getInfo', '/pay/form', '/oauth/google', '/platform/game']) expect(isPlayerPath(path), path).toBe(true);
    for (const path of ['/apis', '/content/seo', '/nfx/i18n/locales', '/_ipx/w_200/a.png', '/static/a.png', '/hit']) expect(isPlayerPath(path), path).toBe(false);
  });

  it('passes the backend’s headers on, making private only a player’s answer or one that sets a cookie', () => {
    expect(proxiedHeaders('/api/account.getInfo', { 'content-type': 'application/json' })).toEqual({ 'content-type': 'application/json', 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
    expect(proxiedHeaders('/content/seo', { 'cache-control': 'public, max-age=300' })).toEqual({ 'cache-control': 'public, max-age=300', 'x-content-type-options': 'nosniff' });
    expect(proxiedHeaders('/content/seo', {})).toEqual({ 'x-content-type-options': 'nosniff' });
    expect(proxiedHeaders('/content/seo', { 'cache-control': 'public, max-age=300', 'set-cookie': ['sid=1'] })['cache-control']).toBe('private, max-age=300');
    expect(proxiedHeaders('/_ipx/a.png', { 'x-content-type-options': 'nosniff', 'cache-control': 'public, max-age=86400' })['cache-control']).toBe('public, max-age=86400');
  });
});
