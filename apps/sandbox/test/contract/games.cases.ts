import { call } from '@casino/sdk';
import { afterEach, expect, it } from 'vitest';
import { newPlayer } from './account-helpers.ts';
import type { ContractEnv } from './env.ts';
import { setSettleMs } from './money-helpers.ts';

export function gamesCases(env: ContractEnv) {
  afterEach(() => setSettleMs(env, 4000));

  it('pages, filters, searches and sorts 2,000+ games in SQL', async () => {
    const guest = env.guest();
    const get = (query: Record<string, unknown>) => call(guest.GET('/api/games.get', { params: { query } }));
    const all = await get({ count: 18 });
    expect(all.count).toBeGreaterThanOrEqual(2000);
    expect(all.items).toHaveLength(18);
    const popularity = all.items.map((g) => g.sysname);
    expect(new Set(popularity).size).toBe(18);
    const search = await get({ query: 'FORTUNE', count: 300 });
    expect(search.count).toBe(search.items.length);
    expect(search.items.every((g) => /fortune/i.test(g.name))).toBe(true);
    const live = await get({ types: ['live'], providers: ['aurora-gaming', 'copperfox'], count: 300 });
    expect(live.items.every((g) => g.types.includes('live') && ['aurora-gaming', 'copperfox'].includes(g.provider))).toBe(true);
    const byName = await get({ sort: 'name', order: 'asc', tags: ['new'], count: 5, fields: ['description'] });
    expect(byName.items.map((g) => g.name)).toEqual([...byName.items.map((g) => g.name)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(byName.items.every((g) => g.tags.includes('new') && g.description !== undefined)).toBe(true);
    expect((await get({ sysname: ['lucky-fortune', 'lucky-treasure'] })).count).toBe(2);
    const megaways = await get({ options: JSON.stringify({ category: 'megaways', has_demo: true }), count: 300 });
    expect(megaways.items.every((g) => g.categories.includes('megaways') && g.has_demo)).toBe(true);
    expect((await get({ offset: 5000 })).items).toEqual([]);
    await expect(get({ options: '{not json' })).rejects.toMatchObject({ type: 'InvalidParameterException', fieldErrors: { options: [{ code: 'json' }] } });
    await expect(get({ options: JSON.stringify({ liked: true }) })).rejects.toMatchObject({ type: 'AuthorizationException' });
  });

  it('lists categories and providers with counts and game params', async () => {
    const guest = env.guest();
    const categories = await call(guest.GET('/api/games.getCategories'));
    expect(categories.length).toBeGreaterThanOrEqual(10);
    const liveOnly = await call(guest.GET('/api/games.getCategories', { params: { query: { types: ['live'] } } }));
    expect(liveOnly.map((c) => c.sysname)).toContain('roulette');
    expect(liveOnly.map((c) => c.sysname)).not.toContain('megaways');
    const providers = await call(guest.GET('/api/games.getProviders', { params: { query: { fields: ['game_params'], types: ['casino', 'slot', 'live', 'fast'] } } }));
    expect(providers.length).toBeGreaterThanOrEqual(30);
    expect(providers[0]!.game_params).toMatchObject({ aspect_ratio: expect.any(String) });
    await expect(call(guest.GET('/api/games.getCategories', { params: { query: { types: ['bingo' as 'live'] } } }))).rejects.toMatchObject({ status: 400 });
    await expect(call(guest.GET('/api/games.getProviders', { params: { query: { fields: ['logo' as 'game_params'] } } }))).rejects.toMatchObject({ status: 400 });
  });

  it('keeps favourites per player', async () => {
    const { api } = await newPlayer(env);
    expect(await call(api.POST('/api/games.addLike', { body: { sysname: 'lucky-fortune' } }))).toBe(1);
    expect(await call(api.POST('/api/games.addLike', { body: { sysname: 'lucky-fortune' } }))).toBe(1);
    await call(api.POST('/api/games.addLike', { body: { sysname: 'royal-gems' } }));
    expect((await call(api.GET('/api/games.getLikes'))).sort()).toEqual(['lucky-fortune', 'royal-gems']);
    const liked = await call(api.GET('/api/games.get', { params: { query: { options: JSON.stringify({ liked: true }), fields: ['is_liked'] } } }));
    expect(liked.items.map((g) => g.is_liked)).toEqual([true, true]);
    expect(await call(api.POST('/api/games.removeLike', { body: { sysname: 'royal-gems' } }))).toBe(1);
    expect(await call(api.GET('/api/games.getLikes'))).toEqual(['lucky-fortune']);
    await expect(call(api.POST('/api/games.addLike', { body: { sysname: 'no-such-game' } }))).rejects.toMatchObject({ fieldErrors: { sysname: [{ code: 'not_found' }] } });
    await expect(call(api.POST('/api/games.removeLike', { body: { sysname: 'no-such-game' } }))).rejects.toMatchObject({ type: 'InvalidParameterException' });
    await expect(call(env.guest().GET('/api/games.getLikes'))).rejects.toMatchObject({ type: 'AuthorizationException' });
  });

  it('pages the game history and exports it as CSV', async () => {
    const api = await env.as('demo@example.com');
    const history = await call(api.GET('/api/games.getHistory', { params: { query: { count: 20 } } }));
    expect(history.count).toBe(60);
    expect(history.items).toHaveLength(20);
    await expect(call(env.guest().GET('/api/games.getHistory'))).rejects.toMatchObject({ type: 'AuthorizationException' });
    await setSettleMs(env, 0);
    const today = new Date().toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const created = await call(api.POST('/api/games.createhistoryexportrequest', { body: { date_from: monthAgo, date_to: today } }));
    expect(created).toMatchObject({ date_from: monthAgo, date_to: today, format: 'csv' });
    const [listed] = await call(api.GET('/api/games.gethistoryexportrequest'));
    expect(listed).toMatchObject({ id: created.id, status: 'ready' });
    const csv = await env.fetch(listed!.file_url!);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect((await csv.text()).split('\n')[0]).toBe('date,round_id,game,bet,win,currency');
    await expect(call(api.POST('/api/games.createhistoryexportrequest', { body: { date_from: today, date_to: monthAgo } }))).rejects.toMatchObject({ fieldErrors: { date_from: [{ code: 'after_date_to' }] } });
    await expect(call(env.guest().GET('/api/games.gethistoryexportrequest'))).rejects.toMatchObject({ type: 'AuthorizationException' });
  });

  it('filters the game history by the game\'s type', async () => {
    const created = await env.fetch('/__sandbox/players', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rounds: 12 }) });
    const api = await env.as(((await created.json()) as { email: string }).email);
    const page = (game_type?: 'slot' | 'live' | 'fast') => call(api.GET('/api/games.getHistory', { params: { query: { count: 20, ...(game_type ? { game_type } : {}) } } }));
    expect((await page()).count).toBe(12);
    const live = await page('live'); // every fifth round is at a live table
    expect(live.items.map((r) => r.round_id)).toEqual([expect.stringMatching(/-5$/), expect.stringMatching(/-10$/)]);
    expect((await page('slot')).count).toBe(10);
    expect((await page('fast')).count).toBe(0);
    await expect(call(api.GET('/api/games.getHistory', { params: { query: { game_type: 'bingo' as 'live' } } }))).rejects.toMatchObject({ status: 400 });
  });

  it('serves generated images directly and through /_ipx (the real image proxy converts them)', async () => {
    const direct = await env.fetch('/static/games/lucky-fortune.svg');
    expect(direct.headers.get('content-type')).toBe('image/svg+xml');
    expect(await direct.text()).toContain('Lucky Fortune');
    const proxied = await env.fetch('/_ipx/f_webp&w_288&q_95/static/games/lucky-fortune.svg');
    expect(proxied.status).toBe(200);
    expect(proxied.headers.get('content-type')).toBe('image/webp');
    expect((await proxied.arrayBuffer()).byteLength).toBeGreaterThan(0);
    expect((await env.fetch('/static/games/../../etc/passwd')).status).toBe(404);
  });
}
