import { describe, expect, it, vi } from 'vitest';
import { backendPath, embeddedFormPage, isRuntimeCachedImage, staticRoutesScript } from '../pwa.config.ts';
import { BACKEND_PATHS } from './backend.ts';

/** What the service worker (pwa.config.ts) may answer from its caches, against the paths this server passes on. */
const image = (href: string, destination = 'image') => {
  const url = new URL(href, 'https://casino.example');
  return { request: { destination } as Request, url, sameOrigin: url.origin === 'https://casino.example' };
};

describe('service worker caching', () => {
  it('caches images at run time, none that the backend answers', () => {
    expect(isRuntimeCachedImage(image('/icons/icon-192.png'))).toBe(true);
    expect(isRuntimeCachedImage(image('https://cdn.example/games/aztec.webp'))).toBe(true);
    for (const path of BACKEND_PATHS) {
      expect(isRuntimeCachedImage(image(`${path}/x.png`)), path).toBe(false);
      expect(isRuntimeCachedImage(image(path)), path).toBe(false);
    }
    expect(isRuntimeCachedImage(image('/_ipx/w_200/https://cdn.example/a.png'))).toBe(false);
    expect(isRuntimeCachedImage(image('/api/x', 'script'))).toBe(false);
    expect(isRuntimeCachedImage(image('/apis/logo.png'))).toBe(true);
  });

  it('never answers a backend address or an embedded form page with the cached shell', () => {
    for (const path of BACKEND_PATHS) expect(backendPath.test(`${path}/anything`), path).toBe(true);
    expect(backendPath.test('/apis')).toBe(false);
    expect(backendPath.test('/gamehall')).toBe(false);
    for (const path of ['/forms/sign_in', '/ru/forms/sign_up']) expect(embeddedFormPage.test(path), path).toBe(true);
    expect(embeddedFormPage.test('/promotions')).toBe(false);
  });

  it('declares the backend and the embedded forms as network-only routes while installing, and survives a refusal', async () => {
    const declared: unknown[] = [];
    const waited: Promise<unknown>[] = [];
    const install = (addRoutes?: (rules: unknown) => Promise<void>) => {
      let listener: ((event: object) => void) | undefined;
      const self = { addEventListener: (type: string, l: (event: object) => void) => type === 'install' && (listener = l) };
      new Function('self', staticRoutesScript())(self);
      listener!({ addRoutes, waitUntil: (p: Promise<unknown>) => waited.push(p) });
    };
    install(async (rules) => void declared.push(rules));
    const patterns = (declared[0] as { condition: { urlPattern: { pathname: string } }; source: string }[]).map((r) => [r.condition.urlPattern.pathname, r.source]);
    expect(patterns).toEqual([...BACKEND_PATHS.map((path) => [`${path}{/*}?`, 'network']), ['/forms{/*}?', 'network'], ['/:locale/forms{/*}?', 'network']]);
    // a browser that refuses the routes still installs the worker; one without the API is left alone
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    install(() => Promise.reject(new Error('no')));
    await expect(Promise.all(waited)).resolves.toBeDefined();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    expect(() => install(undefined)).not.toThrow();
  });
});
