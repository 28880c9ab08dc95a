import type { HandlerMap } from '../../core/types.ts';
import { getLeaderboard, liveLeaderboard, topWins } from './leaderboard.ts';
import { getTournaments, participate } from './tournaments.ts';

/** tournaments.* and leaderboard.*. */
export const handlers: HandlerMap = {
  'tournaments.get': getTournaments,
  'tournaments.participate': participate,
  'leaderboard.get': getLeaderboard,
  'leaderboard.live': liveLeaderboard,
  'leaderboard.top': topWins,
};
