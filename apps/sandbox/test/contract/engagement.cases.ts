import { call } from '@casino/sdk';
import { expect, it } from 'vitest';
import { newPlayer } from './account-helpers.ts';
import type { ContractEnv } from './env.ts';
import { balances, uidOf } from './money-helpers.ts';

export function engagementCases(env: ContractEnv) {
  it('lists jackpots and winners', async () => {
    const guest = env.guest();
    const jackpots = await call(guest.GET('/api/Jackpots.get'));
    expect(jackpots).toHaveLength(4);
    expect(jackpots[0]).toMatchObject({ sysname: 'grand-fortune', amount: { currency: 'EUR' } });
    expect(jackpots[0]!.games.length).toBeGreaterThan(0);
    expect(await call(guest.GET('/api/Jackpots.get', { params: { query: { ids: [2] } } }))).toMatchObject([{ id: 2 }]);
    await expect(call(guest.GET('/api/Jackpots.get', { params: { query: { ids: ['x' as unknown as number] } } }))).rejects.toMatchObject({ status: 400 });
    expect(await call(guest.GET('/api/Jackpots.getWinners', { params: { query: { count: 5 } } }))).toHaveLength(5);
    const ofOne = await call(guest.GET('/api/Jackpots.getWinners', { params: { query: { jackpot_id: 1 } } }));
    expect(ofOne.every((w) => w.jackpot_id === 1)).toBe(true);
    await expect(call(guest.GET('/api/Jackpots.getWinners', { params: { query: { jackpot_id: 999 } } }))).rejects.toMatchObject({ type: 'InvalidParameterException' });
  });

  it('lists tournaments by status and lets a player take part', async () => {
    const guest = env.guest();
    const active = await call(guest.GET('/api/tournaments.get', { params: { query: { status: ['active'], fields: ['description'] } } }));
    expect(active.items.map((t) => t.sysname)).toEqual(['spring-slot-race', 'live-weekend']);
    expect(active.items[0]).toMatchObject({ user_info: null, games_count: 60, total_participants: 121 });
    const finished = await call(guest.GET('/api/tournaments.get', { params: { query: { status: ['finished'] } } }));
    expect(finished.items[0]!.winners).toHaveLength(3);
    const [future] = (await call(guest.GET('/api/tournaments.get', { params: { query: { status: ['future'], count: 1 } } }))).items;
    const { api } = await newPlayer(env);
    expect(await call(api.POST('/api/tournaments.participate', { body: { tournament_id: future!.id } }))).toBe(1);
    const [reloaded] = (await call(api.GET('/api/tournaments.get', { params: { query: { ids: [future!.id] } } }))).items;
    expect(reloaded!.user_info).toMatchObject({ is_participant: true, place: 1 });
    await expect(call(api.POST('/api/tournaments.participate', { body: { tournament_id: finished.items[0]!.id } }))).rejects.toMatchObject({ type: 'InvalidParameterException', fieldErrors: { tournament_id: [{ code: 'finished' }] } });
    await expect(call(guest.GET('/api/tournaments.get', { params: { query: { status: ['paused' as 'active'] } } }))).rejects.toMatchObject({ status: 400 });
  });

  it('answers leaderboards and top wins', async () => {
    const demo = await env.as('demo@example.com');
    const page = await call(demo.GET('/api/leaderboard.get', { params: { query: { tournament_id: 1, offset: 0, count: 10 } } }));
    expect(page.items.map((e) => e.place)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(page.me).toMatchObject({ is_me: true, points: 2150 });
    const live = await call(demo.GET('/api/leaderboard.live', { params: { query: { tournament_id: 1, count: 3 } } }));
    expect(live.items).toHaveLength(3);
    await expect(call(demo.GET('/api/leaderboard.get', { params: { query: { tournament_id: 999 } } }))).rejects.toMatchObject({ type: 'InvalidParameterException' });
    await expect(call(demo.GET('/api/leaderboard.live', { params: { query: { tournament_id: 999 } } }))).rejects.toMatchObject({ type: 'InvalidParameterException' });
    const top = await call(env.guest().GET('/api/leaderboard.top', { params: { query: { period: 'month', count: 5 } } }));
    expect(top.items.map((e) => e.place)).toEqual([1, 2, 3, 4, 5]);
    await expect(call(env.guest().GET('/api/leaderboard.top', { params: { query: { period: 'year' as 'day' } } }))).rejects.toMatchObject({ status: 400 });
  });

  it('runs the loyalty programme: info, characters, shop with points, notifications, quests', async () => {
    const demo = await env.as('demo@example.com');
    const info = await call(demo.GET('/api/loyalty.getinfo'));
    expect(info).toMatchObject({ points: 1350, pointsAlias: 'coins', character: { sysname: 'wizard' } });
    expect(info.levels.find((l) => l.is_current)!.sysname).toBe('silver');
    await expect(call(env.guest().GET('/api/loyalty.getinfo'))).rejects.toMatchObject({ type: 'AuthorizationException' });
    const characters = await call(env.guest().GET('/api/loyalty.getcharacters', { params: { query: { offset: 0, limit: 4 } } }));
    expect(characters).toMatchObject({ offset: 0, limit: 4, total: 6 });
    await expect(call(env.guest().GET('/api/loyalty.getcharacters', { params: { query: { limit: 0 } } }))).rejects.toMatchObject({ status: 400 });

    const { api, email } = await newPlayer(env);
    expect(await call(api.POST('/api/loyalty.setcharacter', { body: { id: characters.items[0]!.id } }))).toBe(1);
    await expect(call(api.POST('/api/loyalty.setcharacter', { body: { id: 999 } }))).rejects.toMatchObject({ fieldErrors: { id: [{ code: 'not_found' }] } });
    const products = await call(api.GET('/api/loyalty.getproducts'));
    const bonus10 = products.items.find((p) => p.sysname === 'bonus-10')!;
    await expect(call(api.POST('/api/loyalty.buyproduct', { body: { id: bonus10.id } }))).rejects.toMatchObject({ fieldErrors: { id: [{ code: 'insufficient_points' }] } });
    await env.sandbox.db.query(`INSERT INTO loyalty_points (uid, points, reason) VALUES ($1, 600, 'test')`, [await uidOf(env, email)]);
    // the same key twice (a retry after a timeout, or two twins at once): one purchase
    const once = { id: bonus10.id, idempotency_key: 'buy-0a1b2c3d' };
    expect(await Promise.all([call(api.POST('/api/loyalty.buyproduct', { body: once })), call(api.POST('/api/loyalty.buyproduct', { body: once }))])).toEqual([1, 1]);
    expect(await call(api.POST('/api/loyalty.buyproduct', { body: once }))).toBe(1);
    const after = await call(api.GET('/api/loyalty.getinfo'));
    expect(after.points).toBe(50);
    // 600 earned made the player Silver (from 500): spending 550 in the shop leaves the level they earned
    expect([after.status_points, after.levels.find((l) => l.is_current)?.sysname]).toEqual([600, 'silver']);
    expect((await balances(api)).balance_bonus.amount).toBe(10);
    expect(await call(api.GET('/api/loyalty.getnotifications'))).toMatchObject([{ trigger: 'product', amount: 550, amountType: 'points' }]);
    expect(await call(api.GET('/api/loyalty.getnotifications'))).toEqual([]);
    await expect(call(env.guest().GET('/api/loyalty.getnotifications'))).rejects.toMatchObject({ type: 'AuthorizationException' });
    await expect(call(env.guest().GET('/api/loyalty.getproducts', { params: { query: { count: 0 } } }))).rejects.toMatchObject({ status: 400 });

    const programs = await call(demo.GET('/api/loyalty.getPrograms'));
    expect(programs.map((p) => p.sysname)).toEqual(['welcome-path', 'slot-explorer']);
    const path = await call(demo.GET('/api/loyalty.getProgram', { params: { query: { sysname: 'welcome-path' } } }));
    expect(path.quests.map((q) => q.status)).toEqual(['completed', 'completed', 'completed', 'active']);
    await expect(call(demo.GET('/api/loyalty.getProgram', { params: { query: { sysname: 'nope' } } }))).rejects.toMatchObject({ type: 'InvalidParameterException' });
    // getPrograms takes no input and is public: its error case is a backend outage (fault injection).
    await env.fault({ method: 'loyalty.getPrograms', status: 503 });
    await expect(call(demo.GET('/api/loyalty.getPrograms'))).rejects.toMatchObject({ status: 503 });
  });

  it('lists running banners by position', async () => {
    const guest = env.guest();
    const all = await call(guest.GET('/api/banners.get'));
    expect(all.count).toBe(8);
    expect(all.items.map((b) => b.sysname)).not.toContain('black-friday');
    const slider = await call(guest.GET('/api/banners.get', { params: { query: { position: 'main_slider', count: 10, fields: ['description'] } } }));
    expect(slider.items.every((b) => b.description!.position === 'main_slider')).toBe(true);
    expect(slider.items[0]!.description!.images).toMatchObject({ desktop: expect.stringMatching(/^\/static\/banners\//) });
    await expect(call(guest.GET('/api/banners.get', { params: { query: { count: 0 } } }))).rejects.toMatchObject({ status: 400 });
  });
}
