import { expect, it } from 'vitest';
import { call } from '@casino/sdk';
import { newPlayer } from './account-helpers.ts';
import type { ContractEnv } from './env.ts';
import { balances, deposit } from './money-helpers.ts';

export function gameLaunchCases(env: ContractEnv) {
  it('platform.game serves the stand-in game: demo for anyone where the game has one, real money for players', async () => {
    const demo = await env.sandbox.db.one<{ id: number; name: string }>('SELECT id, name FROM games WHERE has_demo ORDER BY id LIMIT 1');
    const noDemo = await env.sandbox.db.one<{ id: number }>('SELECT id FROM games WHERE NOT has_demo ORDER BY id LIMIT 1');
    const launch = (api: ReturnType<ContractEnv['guest']>, id: number, mode: 'play' | 'demo') =>
      api.GET('/platform/game/{id}/{mode}', { params: { path: { id, mode } }, parseAs: 'text' });

    const guestDemo = await launch(env.guest(), demo.id, 'demo');
    expect(guestDemo.response.status).toBe(200);
    expect(guestDemo.response.headers.get('content-type')).toContain('text/html');
    expect(guestDemo.data).toContain('game:ready');
    expect(guestDemo.data).toContain('data-mode="demo"');

    const player = await env.as('demo@example.com');
    const real = await launch(player, noDemo.id, 'play');
    expect(real.response.status).toBe(200);
    expect(real.data).toContain('game:balance');

    expect((await launch(env.guest(), noDemo.id, 'play')).response.status).toBe(401);
    expect((await launch(env.guest(), noDemo.id, 'demo')).response.status).toBe(422);
    expect((await launch(env.guest(), 99_999_999, 'demo')).response.status).toBe(422);
  });
}

export function gameRoundCases(env: ContractEnv) {
  it('real-money spins go through the ledger and stop at a wager limit, a time-out and an empty wallet', async () => {
    const { api, uid } = await newPlayer(env);
    await deposit(api, 10);
    await call(api.POST('/api/account.setLimit', { body: { kind: 'wager', period: 1, amount: 2 } }));
    const game = await env.sandbox.db.one<{ id: number }>('SELECT id FROM games ORDER BY id LIMIT 1');
    const page = await api.GET('/platform/game/{id}/{mode}', { params: { path: { id: game.id, mode: 'play' } }, parseAs: 'text' });
    const roundsUrl = JSON.parse(/var roundsUrl = ("[^"]+")/.exec(page.data ?? '')![1]!) as string;
    const spin = async () => {
      const response = await env.fetch(roundsUrl, { method: 'POST' });
      return { status: response.status, body: (await response.json()) as { ok: boolean; refused?: string; win?: number } };
    };

    const first = await spin();
    const second = await spin();
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await spin()).toEqual({ status: 409, body: { ok: false, refused: 'wager_limit' } });
    const rounds = await env.sandbox.db.query<{ bet_minor: string }>('SELECT bet_minor FROM game_rounds WHERE uid = $1', [uid]);
    expect(rounds.map((r) => Number(r.bet_minor))).toEqual([100, 100]);
    const wins = (first.body.win ?? 0) + (second.body.win ?? 0);
    expect((await balances(api)).balance_main.amount).toBeCloseTo(10 - 2 + wins, 2);

    await env.sandbox.db.query('DELETE FROM deposit_limits WHERE uid = $1', [uid]);
    await env.sandbox.db.query(`INSERT INTO exclusions (uid, kind, period_id, started_at, ends_at) VALUES ($1, 'timeout', '24h', now(), now() + interval '1 day')`, [uid]);
    expect((await spin()).body).toEqual({ ok: false, refused: 'excluded' });
    await env.sandbox.db.query('DELETE FROM exclusions WHERE uid = $1', [uid]);
    await env.sandbox.db.query(`INSERT INTO ledger (uid, wallet, amount_minor, currency, reason) SELECT $1, 'main', -SUM(amount_minor), 'EUR', 'test_drain' FROM ledger WHERE uid = $1 AND wallet = 'main'`, [uid]);
    expect((await spin()).body).toEqual({ ok: false, refused: 'funds' });
    expect((await env.fetch('/platform/rounds/not-a-launch', { method: 'POST' })).status).toBe(404);
  });

  it('signing out ends the player\'s game launches: the open frame can play no more rounds', async () => {
    const { api } = await newPlayer(env);
    await deposit(api, 10);
    const game = await env.sandbox.db.one<{ id: number }>('SELECT id FROM games ORDER BY id LIMIT 1');
    const page = await api.GET('/platform/game/{id}/{mode}', { params: { path: { id: game.id, mode: 'play' } }, parseAs: 'text' });
    const roundsUrl = JSON.parse(/var roundsUrl = ("[^"]+")/.exec(page.data ?? '')![1]!) as string;
    expect((await env.fetch(roundsUrl, { method: 'POST' })).status).toBe(200);
    await call(api.GET('/api/auth.logout'));
    expect((await env.fetch(roundsUrl, { method: 'POST' })).status).toBe(404);
  });
}
