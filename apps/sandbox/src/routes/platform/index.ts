import { RawResponse, type HandlerMap, type RawRoute } from '../../core/types.ts';
import { fieldError } from '../_money/errors.ts';
import { createLaunch, playRound } from './rounds.ts';
import { standInGame } from './stand-in-game.ts';

const ROUNDS = '/platform/rounds/';

/**
 * platform.game: the page the game page's frame loads — a small playable stand-in for a provider's game. In real
 * mode its spins are settled by the sandbox (stakes, wins, responsible-gaming refusals) under a launch token.
 */
export const handlers: HandlerMap = {
  'platform.game': async (ctx) => {
    const { id, mode } = ctx.params;
    const game = await ctx.db.maybeOne<{ name: string; has_demo: boolean }>('SELECT name, has_demo FROM games WHERE id = $1', [id]);
    if (!game) throw fieldError('id', 'not_found', 'Game not found');
    let roundsUrl: string | null = null;
    if (mode === 'play') roundsUrl = ROUNDS + (await createLaunch(ctx.db, ctx.requireUser(), id, ctx.now()));
    else if (!game.has_demo) throw fieldError('mode', 'no_demo', 'This game has no demo mode');
    return new RawResponse(200, standInGame({ name: game.name, mode, roundsUrl }), {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'",
    });
  },
};

export const rawRoutes: RawRoute[] = [
  {
    method: 'POST',
    prefix: ROUNDS,
    async handle(req, res, app) {
      const token = decodeURIComponent(new URL(req.url ?? '/', 'http://sandbox.local').pathname.slice(ROUNDS.length));
      const result = await playRound(app.db, token, app.now());
      const status = result.ok ? 200 : result.refused === 'unknown_launch' ? 404 : 409;
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(result));
    },
  },
];
