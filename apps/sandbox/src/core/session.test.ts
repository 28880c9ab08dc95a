import { describe, expect, it } from 'vitest';
import { secureCookies, sessionCookie } from './session.ts';

describe('the session cookie', () => {
  it('is Secure outside local development over plain http', () => {
    expect(secureCookies({ dev: true, appOrigin: 'http://localhost:5173' })).toBe(false);
    expect(secureCookies({ dev: true, appOrigin: 'https://casino.example' })).toBe(true);
    expect(secureCookies({ dev: false, appOrigin: 'http://localhost:5173' })).toBe(true);
  });

  it('is HttpOnly and SameSite=Lax always, Secure when asked', () => {
    expect(sessionCookie('abc', 60, true)).toBe('sid=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=60; Secure');
    expect(sessionCookie('abc', 60, false)).toBe('sid=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=60');
  });
});
