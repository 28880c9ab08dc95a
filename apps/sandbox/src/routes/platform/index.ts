import { RawResponse, type HandlerMap } from '../../core/types.ts';
import { fieldError } from '../_money/errors.ts';
import { standInGame } from './stand-in-game.ts';

/** platform.game: the page the game page's frame loads — a small playable stand-in for a provider's game. */
export const handlers: HandlerMap = {
  'platform.game': async (ctx) => {
    const { id, mode } = ctx.params;
    const game = await ctx.db.maybeOne<{ name: string; has_demo: boolean }>('SELECT name, has_demo FROM games WHERE id = $1', [id]);
    if (!game) throw fieldError('id', 'not_found', 'Game not found');
    if (mode === 'play') ctx.requireUser();
    else if (!game.has_demo) throw fieldError('mode', 'no_demo', 'This game has no demo mode');
    return new RawResponse(200, standInGame({ name: game.name, mode }), {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'",
    });
  },
};
