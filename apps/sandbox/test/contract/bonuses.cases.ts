import { call } from '@casino/sdk';
import { expect, it } from 'vitest';
import { newPlayer } from './account-helpers.ts';
import type { ContractEnv } from './env.ts';
import { balances, uidOf } from './money-helpers.ts';

export function bonusesCases(env: ContractEnv) {
  it('lists the demo bonuses with descriptions and filters by status', async () => {
    const api = await env.as('demo@example.com');
    const all = await call(api.GET('/api/bonuses.get', { params: { query: { fields: ['description', 'status'] } } }));
    expect(all.count).toBe(6);
    expect(all.items[0]!.description).toBeDefined();
    const active = await call(api.GET('/api/bonuses.get', { params: { query: { status: ['active'], type: 'casino' } } }));
    expect(active.items).toMatchObject([{ type: 'casino', status: 'active', amount: { amount: 50 } }]);
    expect(active.items[0]!.description).toBeUndefined();
    await expect(call(env.guest().GET('/api/bonuses.get'))).rejects.toMatchObject({ type: 'AuthorizationException' });
  });

  it('moves the bonus wallet on activate, deactivate and remove', async () => {
    const { api } = await newPlayer(env);
    await call(api.POST('/api/campaigns.activateOffer', { body: { promo_code: 'WELCOME100' } }));
    const [bonus] = (await call(api.GET('/api/bonuses.get', { params: { query: { status: ['available'] } } }))).items;
    expect(bonus).toMatchObject({ type: 'casino', amount: { amount: 100 } });
    expect(await call(api.POST('/api/bonuses.activate', { body: { bonus_id: bonus!.id } }))).toBe(1);
    expect((await balances(api)).balance_bonus.amount).toBe(100);
    // a retry of a move that happened (the client gave up before the answer) answers 1 and moves no money
    expect(await call(api.POST('/api/bonuses.activate', { body: { bonus_id: bonus!.id } }))).toBe(1);
    expect((await balances(api)).balance_bonus.amount).toBe(100);
    expect(await call(api.POST('/api/bonuses.deactivate', { body: { bonus_id: bonus!.id } }))).toBe(1);
    expect((await balances(api)).balance_bonus.amount).toBe(0);
    expect(await call(api.POST('/api/bonuses.deactivate', { body: { bonus_id: bonus!.id } }))).toBe(1);
    expect((await balances(api)).balance_bonus.amount).toBe(0);
    await call(api.POST('/api/bonuses.activate', { body: { bonus_id: bonus!.id } }));
    expect(await call(api.POST('/api/bonuses.remove', { body: { bonus_id: bonus!.id } }))).toBe(1);
    expect((await balances(api)).balance_bonus.amount).toBe(0);
    expect(await call(api.POST('/api/bonuses.remove', { body: { bonus_id: bonus!.id } }))).toBe(1);
    expect((await balances(api)).balance_bonus.amount).toBe(0);
    // a cancelled bonus cannot come back, and an unknown one is refused by every move
    await expect(call(api.POST('/api/bonuses.activate', { body: { bonus_id: bonus!.id } }))).rejects.toMatchObject({ fieldErrors: { bonus_id: [{ code: 'wrong_status' }] } });
    await expect(call(api.POST('/api/bonuses.deactivate', { body: { bonus_id: bonus!.id } }))).rejects.toMatchObject({ fieldErrors: { bonus_id: [{ code: 'wrong_status' }] } });
    await expect(call(api.POST('/api/bonuses.remove', { body: { bonus_id: 999999 } }))).rejects.toMatchObject({ fieldErrors: { bonus_id: [{ code: 'not_found' }] } });
  });

  it('burns the active bonus only when asked to (bonus isolation)', async () => {
    const { api, email } = await newPlayer(env);
    await call(api.POST('/api/campaigns.activateOffer', { body: { promo_code: 'WELCOME100' } }));
    const offers = await call(env.guest().GET('/api/campaigns.getoffers', { params: { query: { action: 'manual' } } }));
    const starter = offers.items.find((o) => o.sysname === 'betting-starter')!;
    await call(api.POST('/api/campaigns.takepromotions', { body: { offer_id: starter.id } }));
    const [bet] = await call(api.GET('/api/BettingBonuses.get'));
    const [casino] = (await call(api.GET('/api/bonuses.get', { params: { query: { type: 'casino' } } }))).items;
    await call(api.POST('/api/bonuses.activate', { body: { bonus_id: casino!.id } }));
    // a betting bonus runs beside a casino one: different wallets
    expect(await call(api.POST('/api/BettingBonuses.activate', { body: { bonus_id: bet!.id, burn_active: '1' } }))).toBe(1);
    const uid = await uidOf(env, email);
    await env.sandbox.db.query(
      `INSERT INTO bonuses (uid, type, status, amount_minor, currency, description, source, created_at, expired_at) VALUES ($1, 'casino', 'available', 500, 'EUR', '{"title":"t","text":"x"}', 'test', now(), now() + interval '1 day')`,
      [uid],
    );
    const second = (await call(api.GET('/api/bonuses.get', { params: { query: { status: ['available'], type: 'casino' } } }))).items[0]!;
    await expect(call(api.POST('/api/bonuses.activate', { body: { bonus_id: second.id, burn_active: '0' } }))).rejects.toMatchObject({ fieldErrors: { bonus_id: [{ code: 'active_exists' }] } });
    expect(await call(api.POST('/api/bonuses.activate', { body: { bonus_id: second.id, burn_active: '1' } }))).toBe(1);
    const after = await call(api.GET('/api/bonuses.get', { params: { query: { type: 'casino' } } }));
    expect(after.items.map((b) => [b.id, b.status])).toEqual(expect.arrayContaining([[casino!.id, 'cancelled'], [second.id, 'active']]));
    expect((await balances(api)).balance_bonus.amount).toBe(5);
    expect((await balances(api)).balance_betting_bonus.amount).toBe(20);
  });

  it('activates and removes betting bonuses on the betting-bonus wallet', async () => {
    const { api } = await newPlayer(env);
    const offers = await call(env.guest().GET('/api/campaigns.getoffers', { params: { query: { action: 'manual' } } }));
    const starter = offers.items.find((o) => o.sysname === 'betting-starter')!;
    await call(api.POST('/api/campaigns.takepromotions', { body: { offer_id: starter.id } }));
    const [bet] = await call(api.GET('/api/BettingBonuses.get'));
    expect(bet).toMatchObject({ type: 'betting', status: 'available', amount: { amount: 20 }, min_odds: 1.5 });
    expect(await call(api.POST('/api/BettingBonuses.activate', { body: { bonus_id: bet!.id } }))).toBe(1);
    expect((await balances(api)).balance_betting_bonus.amount).toBe(20);
    expect(await call(api.POST('/api/BettingBonuses.remove', { body: { bonus_id: bet!.id } }))).toBe(1);
    expect((await balances(api)).balance_betting_bonus.amount).toBe(0);
    await expect(call(api.POST('/api/BettingBonuses.activate', { body: { bonus_id: bet!.id } }))).rejects.toMatchObject({ type: 'InvalidParameterException' });
    await expect(call(api.POST('/api/BettingBonuses.remove', { body: { bonus_id: 999999 } }))).rejects.toMatchObject({ fieldErrors: { bonus_id: [{ code: 'not_found' }] } });
    await expect(call(env.guest().GET('/api/BettingBonuses.get'))).rejects.toMatchObject({ type: 'AuthorizationException' });
  });

  it('shows the unseen active cashback first, pays it out to main and hides removed ones', async () => {
    const demo = await env.as('demo@example.com');
    const latest = await call(demo.GET('/api/cashbacks.get', { params: { query: { count: 1, sort: 'end_date', order: 'desc', statuses: ['paid_out', 'active'], fields: ['description'] } } }));
    expect(latest.count).toBe(3);
    expect(latest.items).toMatchObject([{ status: 'active', amount: { amount: 34.75 }, paid_out_at: null }]);
    const { api, email } = await newPlayer(env);
    const uid = await uidOf(env, email);
    const [cashback] = await env.sandbox.db.query<{ id: number }>(
      `INSERT INTO cashbacks (uid, status, amount_minor, currency, percent, start_date, end_date, receiving_expired_at, description)
       VALUES ($1, 'active', 1500, 'EUR', 5, now() - interval '7 days', now(), now() + interval '2 days', '{"title":"t","text":"x"}'), ($1, 'paid_out', 100, 'EUR', 5, now() - interval '14 days', now() - interval '7 days', NULL, '{"title":"t","text":"x"}') RETURNING id`,
      [uid],
    );
    expect(await call(api.POST('/api/cashbacks.payout', { body: { cashback_id: cashback!.id } }))).toBe(1);
    expect((await balances(api)).balance_main.amount).toBe(15);
    // retries of a payout and a removal that happened answer 1 and pay nothing more; an unknown id is refused
    expect(await call(api.POST('/api/cashbacks.payout', { body: { cashback_id: cashback!.id } }))).toBe(1);
    expect((await balances(api)).balance_main.amount).toBe(15);
    expect(await call(api.POST('/api/cashbacks.remove', { body: { cashback_id: cashback!.id } }))).toBe(1);
    expect((await call(api.GET('/api/cashbacks.get'))).count).toBe(1);
    expect(await call(api.POST('/api/cashbacks.remove', { body: { cashback_id: cashback!.id } }))).toBe(1);
    await expect(call(api.POST('/api/cashbacks.payout', { body: { cashback_id: cashback!.id } }))).rejects.toMatchObject({ fieldErrors: { cashback_id: [{ code: 'not_available' }] } });
    await expect(call(api.POST('/api/cashbacks.remove', { body: { cashback_id: 999999 } }))).rejects.toMatchObject({ type: 'InvalidParameterException' });
    await expect(call(env.guest().GET('/api/cashbacks.get'))).rejects.toMatchObject({ type: 'AuthorizationException' });
  });

  it('lists free-spin packs', async () => {
    const api = await env.as('demo@example.com');
    const packs = await call(api.GET('/api/freespins.get', { params: { query: { fields: ['description'], status: ['active'], count: 99 } } }));
    expect(packs.items.map((p) => p.game.sysname).sort()).toEqual(['lucky-fortune', 'mystic-fortune']);
    expect(packs.items[0]!.description).toBeDefined();
    await expect(call(env.guest().GET('/api/freespins.get'))).rejects.toMatchObject({ type: 'AuthorizationException' });
  });
}
