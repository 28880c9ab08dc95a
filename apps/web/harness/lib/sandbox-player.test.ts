import { describe, expect, it } from 'vitest';
import { jarCookie, sessionCookie } from './sandbox-player.ts';

describe('sessionCookie', () => {
  it("finds the session's name=value among the answer's cookies", () => {
    expect(sessionCookie(['i18n_locale=en; Path=/', 'sid=abc-123; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000'])).toBe('sid=abc-123');
  });

  it('answers nothing for a cleared session or none', () => {
    expect(sessionCookie(['sid=; Path=/; HttpOnly; Max-Age=0'])).toBeUndefined();
    expect(sessionCookie(['sidebar=1; Path=/'])).toBeUndefined();
    expect(sessionCookie([])).toBeUndefined();
  });
});

describe('jarCookie', () => {
  it('splits at the first "=" only (values may hold more)', () => {
    expect(jarCookie('sid=a=b', 'http://localhost:1')).toEqual({ name: 'sid', value: 'a=b', url: 'http://localhost:1' });
  });
});
