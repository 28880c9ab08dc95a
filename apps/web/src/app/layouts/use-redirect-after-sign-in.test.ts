import { describe, expect, it } from 'vitest';
import { redirectAfterSignIn } from './use-redirect-after-sign-in.ts';

describe('redirectAfterSignIn', () => {
  const origin = 'https://casino.example';
  it('follows a same-origin redirectUrl with its query and hash', () => {
    expect(redirectAfterSignIn({ origin, search: '?redirectUrl=%2Fcashier%2Fdeposit%3Fa%3D1' })).toBe('/cashier/deposit?a=1');
    expect(redirectAfterSignIn({ origin, search: `?show_popup_auth=1&redirectUrl=${encodeURIComponent(`${origin}/profile/settings#x`)}` })).toBe('/profile/settings#x');
  });
  it('ignores a missing or foreign redirectUrl', () => {
    expect(redirectAfterSignIn({ origin, search: '' })).toBe('');
    expect(redirectAfterSignIn({ origin, search: '?redirectUrl=https%3A%2F%2Fevil.example%2F' })).toBe('');
    expect(redirectAfterSignIn({ origin, search: '?redirectUrl=%2F%2Fevil.example' })).toBe('');
  });
});
