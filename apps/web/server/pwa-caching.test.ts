import { describe, expect, it } from 'vitest';
import { backendPath, embeddedFormPage, isRuntimeCachedImage } from '../pwa.config.ts';
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
});
