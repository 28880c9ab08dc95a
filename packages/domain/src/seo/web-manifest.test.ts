import { describe, expect, it } from 'vitest';
import { webManifest, type WebManifest } from './web-manifest';

const built: WebManifest = {
  name: 'Casino',
  start_url: '/',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

describe('the web manifest from the web settings', () => {
  it('takes the settings’ PNG icons as the ordinary icons and keeps the build’s maskable one', () => {
    const manifest = webManifest(built, [
      { type: 'png', size: '192x192', url: '/brand/192.png' },
      { type: 'png', size: '512x512', url: 'https://cdn.example/brand/512.png' },
      { type: 'apple', size: '180x180', url: '/brand/apple.png' },
      { type: 'ico', size: '32x32', url: '/favicon.ico' },
    ]);
    expect(manifest.icons).toEqual([
      { src: '/brand/192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'https://cdn.example/brand/512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
    expect(manifest).toMatchObject({ name: 'Casino', start_url: '/' });
  });

  it('leaves the built manifest alone without usable PNG icons', () => {
    expect(webManifest(built, [])).toBe(built);
    expect(webManifest(built, [{ type: 'apple', size: '180x180', url: '/a.png' }, { type: 'png', size: 'any', url: '/b.png' }, { type: 'png', size: '16x16', url: '' }])).toBe(built);
  });

  it('a build icon that is both any and maskable stays only as the maskable one', () => {
    const both: WebManifest = { icons: [{ src: '/m.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' }] };
    expect(webManifest(both, [{ type: 'png', size: '192x192', url: '/b.png' }]).icons).toEqual([
      { src: '/b.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/m.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });
});
