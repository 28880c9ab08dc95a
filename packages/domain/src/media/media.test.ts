import { describe, expect, it } from 'vitest';
import { deviceForWidth, mediaQuery } from './breakpoints';
import { SCREEN_WIDTHS } from './constants';
import { heightForWidth, ipxModifiers, ipxSrcSet, ipxUrl, steppedImageWidth } from './ipx';

describe('ipx', () => {
  it('defaults to webp and quality 95', () => {
    expect(ipxUrl('/images/a.png')).toBe('/_ipx/f_webp&q_95/images/a.png');
    expect(ipxUrl('https://cdn.example/a.png', { width: 200 })).toBe('/_ipx/f_webp&w_200&q_95/https://cdn.example/a.png');
    expect(ipxUrl('a.png', {}, 80)).toBe('/_ipx/f_webp&q_80/a.png');
  });
  it('joins all modifiers with &', () => {
    expect(ipxModifiers({ format: 'png', fit: 'cover', width: 100.4, height: 130, resize: '100x130', quality: 70, background: '#fff' })).toBe(
      'f_png&fit_cover&w_100&h_130&s_100x130&q_70&b_fff',
    );
  });
  it('a width with a height is one box (ipx resizes w_ and h_ apart)', () => {
    expect(ipxUrl('a.png', { width: 288, height: 374.4, fit: 'cover' })).toBe('/_ipx/f_webp&fit_cover&s_288x374&q_95/a.png');
    expect(ipxUrl('a.png', { height: 80 })).toBe('/_ipx/f_webp&h_80&q_95/a.png');
  });
  it('srcset for densities 1 and 2', () => {
    expect(ipxSrcSet('a.png', { width: 100, height: 130 })).toBe('/_ipx/f_webp&s_100x130&q_95/a.png 1x, /_ipx/f_webp&s_200x260&q_95/a.png 2x');
    expect(ipxSrcSet('a.png')).toBe('/_ipx/f_webp&q_95/a.png 1x, /_ipx/f_webp&q_95/a.png 2x');
    expect(heightForWidth(100)).toBe(130);
  });
  it('asks for widths in steps of 40 px: an unmeasured card and the same card measured ask for one image', () => {
    expect(steppedImageWidth(180)).toBe(200);
    expect(steppedImageWidth(184)).toBe(200);
    expect(steppedImageWidth(200)).toBe(200);
    expect(steppedImageWidth(200.5)).toBe(240);
    expect(steppedImageWidth(160)).toBe(160);
    expect(steppedImageWidth(0)).toBe(40);
    expect(steppedImageWidth(88, 50)).toBe(100);
  });
});

describe('breakpoints', () => {
  it('constants and tiers', () => {
    expect(SCREEN_WIDTHS).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 });
    expect(deviceForWidth(767)).toBe('mobile');
    expect(deviceForWidth(768)).toBe('tablet');
    expect(deviceForWidth(991)).toBe('tablet');
    expect(deviceForWidth(992)).toBe('laptop');
    expect(deviceForWidth(1280)).toBe('laptopLg');
    expect(deviceForWidth(1366)).toBe('desktopSm');
    expect(deviceForWidth(1440)).toBe('desktop');
    expect(deviceForWidth(1696)).toBe('desktopMd');
    expect(deviceForWidth(2560)).toBe('desktopLg');
    expect(mediaQuery('tablet')).toBe('(min-width: 768px)');
  });
});
