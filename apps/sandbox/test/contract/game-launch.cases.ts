import { expect, it } from 'vitest';
import type { ContractEnv } from './env.ts';

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
