import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserPageOrigin } from './page-origin.ts';

describe('browserPageOrigin', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives the host name without the port: the one the SEO settings and the custom code are asked for', () => {
    vi.stubGlobal('location', new URL('http://localhost:35047/cashier/deposit'));
    expect(browserPageOrigin()).toEqual({ origin: 'http://localhost:35047', host: 'localhost' });
  });

  it('is empty where there is no location', () => {
    vi.stubGlobal('location', undefined);
    expect(browserPageOrigin()).toEqual({ origin: '', host: '' });
  });
});
