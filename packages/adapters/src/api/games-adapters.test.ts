import { createApiClient } from '@casino/sdk';
import { fakeFetch, jsonResponse as json } from '@casino/sdk/testing';
import { describe, expect, it } from 'vitest';
import { ApiBanners, bannerImages } from './banners.adapter.ts';
import { ApiGameHistory } from './game-history.adapter.ts';
import { ApiGames } from './games.adapter.ts';

const gameDto = {
  id: 3, sysname: 'lucky-fortune', name: 'Lucky Fortune', image_url: '/static/games/lucky-fortune.svg', provider: 'aurora', provider_name: 'Aurora',
  types: ['slot'], categories: ['slots'], tags: ['new'], has_demo: true, rtp: 96.1, created_at: '2026-01-01T00:00:00.000Z',
  description: { name: 'Lucky Fortune Deluxe', img_288_192: '/static/games/lucky-wide.svg', text: null },
};

function api(answer: (url: URL) => Response) {
  const seen: { url: URL; fields: Record<string, string> | undefined }[] = [];
  const { fetch } = fakeFetch(({ url, fields }) => {
    seen.push({ url, fields });
    return answer(url);
  });
  return { client: createApiClient({ baseUrl: 'http://x', fetch, locale: 'en' }), seen };
}

describe('ApiGames', () => {
  it('sends the hall filters and maps the description override', async () => {
    const { client, seen } = api(() => json({ data: { items: [gameDto], count: 40 } }));
    const result = await new ApiGames(client).getGames({ offset: 18, count: 18, sort: 'name', providers: ['a', 'b'], category: 'slots', liked: true });
    expect(result).toEqual({ ok: true, value: { total: 40, items: [{ id: 3, sysname: 'lucky-fortune', name: 'Lucky Fortune Deluxe', image: '/static/games/lucky-wide.svg', provider: 'aurora', providerName: 'Aurora', hasDemo: true, tags: ['new'] }] } });
    const q = seen[0]!.url.searchParams;
    expect(seen[0]!.url.pathname).toBe('/api/games.get');
    expect([q.get('offset'), q.get('count'), q.get('sort'), q.getAll('providers'), JSON.parse(q.get('options')!)]).toEqual(['18', '18', 'name', ['a', 'b'], { category: 'slots', liked: true }]);
  });

  it('posts likes and unlikes as multipart and reports failures', async () => {
    const { client, seen } = api((url) => (url.pathname.endsWith('removeLike') ? json({ error: { type: 'AuthorizationException', message: 'no', code: 401, invalid_parameters: {}, error_data: {} } }, 401) : json({ data: 1 })));
    const games = new ApiGames(client);
    expect(await games.setLike('lucky-fortune', true)).toEqual({ ok: true, value: true });
    expect(await games.setLike('lucky-fortune', false)).toMatchObject({ ok: false, error: { type: 'AuthorizationException', status: 401 } });
    expect(seen.map((s) => s.url.pathname)).toEqual(['/api/games.addLike', '/api/games.removeLike']);
    expect(seen[0]!.fields).toEqual({ sysname: 'lucky-fortune' });
  });

  it('reads likes and providers', async () => {
    const { client } = api((url) => json({ data: url.pathname.endsWith('getLikes') ? ['a', 'b'] : [{ id: 1, sysname: 'aurora', name: 'Aurora', logo: '/l.svg', games_count: 5, types: ['slot'] }] }));
    expect(await new ApiGames(client).getLikes()).toEqual({ ok: true, value: ['a', 'b'] });
    expect(await new ApiGames(client).getProviders()).toEqual({ ok: true, value: [{ sysname: 'aurora', name: 'Aurora', logo: '/l.svg', gamesCount: 5 }] });
  });
});

describe('ApiGameHistory', () => {
  it('sends the period and game type only when set', async () => {
    const round = { id: 1, round_id: 'r-1', game: { sysname: 'g', name: 'G', provider: 'p', image_url: '/g.svg' }, bet: { amount: 1, currency: 'EUR' }, win: { amount: 0, currency: 'EUR' }, created_at: '2026-01-01T00:00:00Z' };
    const { client, seen } = api(() => json({ data: { items: [round], count: 1 } }));
    const history = new ApiGameHistory(client);
    expect(await history.getHistory({ offset: 10, count: 10, dateFrom: '2026-01-01', gameType: 'live' })).toMatchObject({ ok: true, value: { count: 1, items: [{ roundId: 'r-1', gameName: 'G' }] } });
    await history.getHistory({ offset: 0, count: 10 });
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({ locale: 'en', offset: '10', count: '10', date_from: '2026-01-01', game_type: 'live' });
    expect(seen[1]!.url.searchParams.has('game_type')).toBe(false);
  });
});

describe('ApiBanners', () => {
  it('gives each banner its art per width: the configured key for the wide one', async () => {
    const banner = (id: number, images: Record<string, string>) => ({
      id, sysname: `b${id}`, sort: id, started_at: null, finished_at: null,
      description: { position: 'main_slider', title: `T${id}`, text: 'x', button_text: null, link: '/gamehall', images },
    });
    const { client, seen } = api(() => json({ data: { items: [banner(1, { mobile: '/m.svg', wide: '/w.svg', tablet: '/t.svg' }), banner(2, {})], count: 2 } }));
    const result = await new ApiBanners(client).get({ count: 10, imageKey: 'wide', position: 'main_slider' });
    expect(result.ok && result.value.map((b) => b.images)).toEqual([{ desktop: '/w.svg', tablet: '/t.svg', mobile: '/m.svg' }, null]);
    expect(seen[0]!.url.searchParams.get('position')).toBe('main_slider');
  });
});

describe('bannerImages', () => {
  it('takes the wide image from the configured key, else desktop, else the first, whatever order the keys come in', () => {
    expect(bannerImages({ mobile: '/m.svg', tablet: '/t.svg', desktop: '/d.svg' }, 'img_1920_400')).toEqual({ desktop: '/d.svg', tablet: '/t.svg', mobile: '/m.svg' });
    expect(bannerImages({ mobile: '/m.svg', img_1920_400: '/w.svg' }, 'img_1920_400')).toEqual({ desktop: '/w.svg', tablet: '/w.svg', mobile: '/m.svg' });
    expect(bannerImages({ other: '/o.svg' }, 'desktop')).toEqual({ desktop: '/o.svg', tablet: '/o.svg', mobile: '/o.svg' });
  });
  it('gives a tablet or phone without its own art the next wider, and a banner without any none', () => {
    expect(bannerImages({ desktop: '/d.svg', tablet: '/t.svg' }, 'desktop')).toEqual({ desktop: '/d.svg', tablet: '/t.svg', mobile: '/t.svg' });
    expect(bannerImages({}, 'desktop')).toBeNull();
  });
});
