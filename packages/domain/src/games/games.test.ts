import { describe, expect, it } from 'vitest';
import type { GameSummary } from '../ports/games-catalogue.port';
import { fullScreenOffered, gameLaunch, gridColumns, hallFiltersFromQuery, hallQueryString, isFrameMessage, mergeGames, readGamesSettings } from './index';

const game = (sysname: string): GameSummary => ({ id: 1, sysname, name: sysname, image: '', provider: 'p', providerName: 'P', hasDemo: true, tags: [] });

describe('hall filters', () => {
  it('reads category, providers and a configured sort from the query; the path category wins', () => {
    const sorts = ['popularity', 'name'] as const;
    expect(hallFiltersFromQuery({ category: 'slots', providers: 'a,b,a', sort: 'name' }, undefined, sorts)).toEqual({ category: 'slots', providers: ['a', 'b'], sort: 'name' });
    expect(hallFiltersFromQuery({ category: 'slots', sort: 'rtp' }, 'live', sorts)).toEqual({ category: 'live', providers: [] });
  });
  it('writes them back as one query string, round-tripping', () => {
    const qs = hallQueryString({ category: 'slots', providers: ['a', 'b'], sort: 'name' });
    expect(qs).toBe('category=slots&providers=a,b&sort=name');
    expect(hallFiltersFromQuery(Object.fromEntries(new URLSearchParams(qs)), undefined, ['name'])).toEqual({ category: 'slots', providers: ['a', 'b'], sort: 'name' });
    expect(hallQueryString({ providers: [] })).toBe('');
  });
});

it('merges pages without duplicates', () => {
  expect(mergeGames([game('a'), game('b')], [game('b'), game('c'), game('c')]).map((g) => g.sysname)).toEqual(['a', 'b', 'c']);
});

it('grows the grid columns with the breakpoints', () => {
  expect([320, 500, 800, 1000, 1300, 1920].map(gridColumns)).toEqual([2, 3, 4, 5, 6, 7]);
});

describe('game launch', () => {
  it('sends guests to demo where there is one, else to registration', () => {
    expect(gameLaunch({ authenticated: false, hasDemo: true, wantsDemo: false })).toBe('demo');
    expect(gameLaunch({ authenticated: false, hasDemo: false, wantsDemo: true })).toBe('register');
  });
  it('lets players choose, demo only where the game has one', () => {
    expect(gameLaunch({ authenticated: true, hasDemo: true, wantsDemo: true })).toBe('demo');
    expect(gameLaunch({ authenticated: true, hasDemo: false, wantsDemo: true })).toBe('real');
    expect(gameLaunch({ authenticated: true, hasDemo: true, wantsDemo: false })).toBe('real');
  });
  it('offers full screen per configured mode', () => {
    expect(fullScreenOffered('all', false)).toBe(true);
    expect(fullScreenOffered('telegram', false)).toBe(false);
    expect(fullScreenOffered('telegram', true)).toBe(true);
    expect(fullScreenOffered('product', true)).toBe(false);
    expect(fullScreenOffered('none', false)).toBe(false);
  });
  it('accepts frame messages only from the frame origin', () => {
    expect(isFrameMessage('https://site.test', '/platform/game/1/play', 'https://site.test')).toBe(true);
    expect(isFrameMessage('https://evil.test', '/platform/game/1/play', 'https://site.test')).toBe(false);
    expect(isFrameMessage('https://site.test', 'https://games.test/x', 'https://site.test')).toBe(false);
  });
});

it('reads the games settings with defaults', () => {
  expect(readGamesSettings({})).toMatchObject({ pageSize: 18, itemLayout: 'vertical', fullScreenMode: 'all', sorts: ['popularity', 'name', 'created_at', 'rtp'] });
  expect(readGamesSettings({ games: { pageSize: 1000, itemLayout: 'horizontal', fullScreenMode: 'none', sorts: ['name', 'bogus'] } })).toMatchObject({ pageSize: 300, itemLayout: 'horizontal', fullScreenMode: 'none', sorts: ['name'] });
});
