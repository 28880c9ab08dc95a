import { describe, expect, it } from 'vitest';
import { parseSportsbookMessage, readSportsbookSettings, sportsbookFrameUrl, sportsbookPath } from './sportsbook';

const APP = 'https://casino.example';

describe('parseSportsbookMessage', () => {
  it('reads the four kinds the frame sends', () => {
    expect(parseSportsbookMessage({ type: 'height', payload: { height: 812.4 } })).toEqual({ kind: 'height', height: 812 });
    expect(parseSportsbookMessage({ type: 'navigate', payload: { path: '/football/match-1' } })).toEqual({ kind: 'navigate', path: 'football/match-1' });
    expect(parseSportsbookMessage({ type: 'signIn' })).toEqual({ kind: 'signIn' });
    expect(parseSportsbookMessage({ type: 'balance', payload: { anything: 1 } })).toEqual({ kind: 'balance' });
  });

  it('caps a runaway height', () => {
    expect(parseSportsbookMessage({ type: 'height', payload: { height: 1e9 } })).toEqual({ kind: 'height', height: 20_000 });
  });

  it.each([
    null, 'height', 42, [], { payload: {} }, { type: 7 }, { type: 'unknown' },
    { type: 'height' }, { type: 'height', payload: { height: '100' } }, { type: 'height', payload: { height: -1 } }, { type: 'height', payload: { height: Number.NaN } },
    { type: 'navigate' }, { type: 'navigate', payload: { path: 5 } }, { type: 'navigate', payload: { path: '../../api' } },
    { type: 'navigate', payload: { path: 'a/%2e%2e' } }, { type: 'navigate', payload: { path: '//evil.example/x' } }, { type: 'navigate', payload: { path: 'a?b=c' } },
  ])('rejects malformed data %j', (data) => {
    expect(parseSportsbookMessage(data)).toBeUndefined();
  });
});

describe('sportsbookPath', () => {
  it('keeps plain segments and drops empty ones', () => {
    expect(sportsbookPath('')).toBe('');
    expect(sportsbookPath('/x//y/')).toBe('x/y');
  });
  it('refuses dots, encodings and too deep paths', () => {
    expect(sportsbookPath('x/../y')).toBeUndefined();
    expect(sportsbookPath('x/%2F')).toBeUndefined();
    expect(sportsbookPath('a/b/c/d/e/f/g/h/i')).toBeUndefined();
  });
});

describe('readSportsbookSettings', () => {
  it('falls back to the stand-in on the app origin', () => {
    expect(readSportsbookSettings(undefined, APP)).toEqual({ url: `${APP}/static/vendors/sportsbook/`, origin: APP, enabled: true });
    expect(readSportsbookSettings({ url: 'javascript:alert(1)' }, APP).url).toBe(`${APP}/static/vendors/sportsbook/`);
  });
  it('reads an absolute address, its origin and the switch', () => {
    expect(readSportsbookSettings({ url: 'https://sb.example/app?x=1', enabled: false }, APP)).toEqual({ url: 'https://sb.example/app/', origin: 'https://sb.example', enabled: false });
    expect(readSportsbookSettings({ url: 'https://cdn.sb.example/', origin: 'https://sb.example/any' }, APP).origin).toBe('https://sb.example');
  });
});

describe('sportsbookFrameUrl', () => {
  const settings = readSportsbookSettings({ url: 'https://sb.example/app/' }, APP);
  it('puts the inner path under the sportsbook folder', () => {
    expect(sportsbookFrameUrl(settings, '')).toBe('https://sb.example/app/');
    expect(sportsbookFrameUrl(settings, 'x/y')).toBe('https://sb.example/app/x/y');
  });
  it('refuses paths that could leave it', () => {
    expect(sportsbookFrameUrl(settings, '../admin')).toBeUndefined();
    expect(sportsbookFrameUrl(settings, '//evil.example/x')).toBeUndefined();
  });
});
