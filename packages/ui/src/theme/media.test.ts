import { describe, expect, it } from 'vitest';
import { breakpoints, down, media, screenUp, screens, up } from './index';

describe('media helpers', () => {
  it('follows the spec breakpoints', () => {
    expect(media.mobile).toBe('screen and (max-width: 767px)');
    expect(media.tablet).toBe('screen and (min-width: 768px) and (max-width: 991px)');
    expect(media.laptop).toBe('screen and (min-width: 992px)');
    expect(media.desktopLg).toBe('screen and (min-width: 1920px)');
    expect(breakpoints.desktopMd.min).toBe(1696);
  });
  it('builds up/down and screen queries', () => {
    expect(up('laptopLg')).toBe('screen and (min-width: 1280px)');
    expect(down('laptop')).toBe('screen and (max-width: 991px)');
    expect(down('tablet')).toBe('screen and (max-width: 767px)');
    expect(screenUp('md')).toBe(`screen and (min-width: ${screens.md}px)`);
  });
});
