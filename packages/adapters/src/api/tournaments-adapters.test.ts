import { createApiClient } from '@casino/sdk';
import { fakeFetch, jsonResponse as json } from '@casino/sdk/testing';
import { describe, expect, it } from 'vitest';
import { ApiJackpots } from './jackpots.adapter.ts';
import { ApiTournaments } from './tournaments.adapter.ts';

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const tournamentDto = {
  id: 4, sysname: 'race', status: 'active', started_at: '2026-01-01T00:00:00.000Z', finished_at: '2026-01-02T00:00:00.000Z', games_count: 3,
  total_prize: eur(500), user_info: { is_participant: true, place: 2, points: 10 }, winners: [], restrictions: { min_bet: null, currencies: ['EUR'], only_real_money: true },
  total_participants: 5, total_points: 50, reset_on_cashout: true, provider: null, image_url: '/i.svg', tags: ['slots'],
  description: { name: 'Race', title: 'Race', text: '<p>x</p>', rules: '', img_288_192: null },
  extra: { prizes: [{ place_from: 1, place_to: 3, prize: eur(100) }], points_rule: 'total_bet' },
};

function api(answer: (url: URL, fields: Record<string, unknown> | undefined) => Response) {
  const seen: URL[] = [];
  const bodies: Array<Record<string, unknown>> = [];
  const { fetch } = fakeFetch(({ url, fields }) => {
    seen.push(url);
    if (fields) bodies.push({ ...fields });
    return answer(url, fields);
  });
  return { client: createApiClient({ baseUrl: 'http://x', fetch, locale: 'en' }), seen, bodies };
}

describe('ApiTournaments', () => {
  it('asks for one tournament with its description and maps it', async () => {
    const { client, seen } = api(() => json({ data: { items: [tournamentDto], count: 1 } }));
    const result = await new ApiTournaments(client).get(4);
    expect(seen[0]!.pathname).toBe('/api/tournaments.get');
    expect(seen[0]!.searchParams.getAll('ids')).toEqual(['4']);
    expect(seen[0]!.searchParams.getAll('fields')).toEqual(['description']);
    expect(result).toMatchObject({ ok: true, value: { id: 4, startsAt: Date.parse('2026-01-01T00:00:00Z'), resetOnCashout: true, userInfo: { isParticipant: true, place: 2 }, prizes: [{ placeFrom: 1, placeTo: 3 }] } });
  });

  it('participation sends tournament_id once and is true only on 1', async () => {
    const { client, bodies } = api(() => json({ data: 1 }));
    expect(await new ApiTournaments(client).participate(4)).toEqual({ ok: true, value: true });
    expect(bodies).toEqual([{ tournament_id: '4' }]);
  });

  it('a catalogue error is a failure, and tournament games go through games.get with the tournament option', async () => {
    const { client, seen } = api((url) =>
      url.pathname === '/api/games.get'
        ? json({ data: { items: [], count: 0 } })
        : json({ error: { type: 'InvalidParameterException', message: 'bad', code: 400, invalid_parameters: {}, error_data: {} } }, 400),
    );
    const port = new ApiTournaments(client);
    expect(await port.leaderboard(4, 10)).toMatchObject({ ok: false, error: { type: 'InvalidParameterException' } });
    await port.games(4, { offset: 12, count: 12 });
    expect(JSON.parse(seen[1]!.searchParams.get('options')!)).toEqual({ tournament_id: 4 });
    expect(seen[1]!.searchParams.get('offset')).toBe('12');
  });

  it('a page of the full standings goes through leaderboard.get with offset and count', async () => {
    const row = { place: 21, name: 'pl***', points: 5, prize: null, is_me: true };
    const board = { tournament_id: 4, status: 'active', items: [row], count: 21, me: row, updated_at: '2026-01-01T00:00:00.000Z' };
    const { client, seen } = api(() => json({ data: board }));
    const result = await new ApiTournaments(client).standings(4, { offset: 20, count: 20 });
    expect(seen[0]!.pathname).toBe('/api/leaderboard.get');
    expect(Object.fromEntries(['tournament_id', 'offset', 'count'].map((k) => [k, seen[0]!.searchParams.get(k)]))).toEqual({ tournament_id: '4', offset: '20', count: '20' });
    expect(result).toMatchObject({ ok: true, value: { count: 21, items: [{ place: 21, isMe: true }], me: { place: 21 } } });
  });
});

describe('ApiJackpots', () => {
  it('maps winners and asks for one jackpot\'s winners', async () => {
    const win = { id: 1, jackpot_id: 2, name: 'a***', amount: eur(10), game: { sysname: 'g', name: 'G', image_url: '/g.svg' }, won_at: '2026-01-01T00:00:00.000Z' };
    const { client, seen } = api(() => json({ data: [win] }));
    const result = await new ApiJackpots(client).winners({ jackpotId: 2, count: 5 });
    expect(seen[0]!.searchParams.get('jackpot_id')).toBe('2');
    expect(result).toEqual({ ok: true, value: [{ id: 1, jackpotId: 2, name: 'a***', amount: eur(10), game: { sysname: 'g', name: 'G', imageUrl: '/g.svg' }, wonAt: Date.parse('2026-01-01T00:00:00Z') }] });
  });
});
