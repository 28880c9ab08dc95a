import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/fixture.ts';
import { BACK_URL_KEYS, BackUrlService } from './back-url.service.ts';

const origin = 'http://app.test';

describe('BackUrlService', () => {
  it('reads backUrl or redirectUrl from the query, same-origin only', () => {
    const service = createTestApp().container.get(BackUrlService);
    expect(service.fromQuery(`?backUrl=${encodeURIComponent('/cashier/deposit?x=1')}`, origin)).toBe('/cashier/deposit?x=1');
    expect(service.fromQuery(`?redirectUrl=${encodeURIComponent('http://app.test/profile')}`, origin)).toBe('/profile');
    expect(service.fromQuery(`?backUrl=${encodeURIComponent('https://evil.example/')}`, origin)).toBeUndefined();
    expect(service.fromQuery(`?backUrl=${encodeURIComponent('//evil.example/x')}`, origin)).toBeUndefined();
    expect(service.fromQuery(`?backUrl=${encodeURIComponent('javascript:alert(1)')}`, origin)).toBeUndefined();
    expect(service.fromQuery('', origin)).toBeUndefined();
  });

  it('keeps one back address per kind until taken, and never returns a foreign one', () => {
    const { container, fakes } = createTestApp();
    const service = container.get(BackUrlService);
    service.remember('payment', '/cashier/deposit/visa', origin);
    service.remember('social', 'https://evil.example/', origin);
    expect(service.take('social', origin)).toBeUndefined();
    expect(service.take('payment', origin)).toBe('/cashier/deposit/visa');
    expect(service.take('payment', origin)).toBeUndefined();
    fakes.storage.set(BACK_URL_KEYS.social, 'https://evil.example/');
    expect(service.take('social', origin)).toBeUndefined();
  });
});
