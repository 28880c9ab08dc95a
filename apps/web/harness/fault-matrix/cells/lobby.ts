import type { Driver } from '../cell.ts';

/** The games lobby, jackpots, tournaments and winners: each screen's own list says when it fails and offers a retry. */
export const LOBBY: readonly Driver[] = [
  { op: 'games.get', who: 'guest', screen: '/gamehall', failure: 'message' },
  { op: 'games.getCategories', who: 'guest', screen: '/gamehall', failure: 'silent' },
  { op: 'games.getProviders', who: 'guest', screen: '/providers', failure: 'message' },
  { op: 'games.getLikes', who: 'demo', screen: '/gamehall', failure: 'silent' },
  {
    op: 'platform.game',
    who: 'guest',
    screen: '/game/fire-wizard',
    failure: 'message',
    message: (page) => page.getByText('The game did not start.'),
    messageWithinMs: 25_000,
    // the failure's own "Try again" sits under the frame's overlay for a pointer; the player reloads
    retry: async (page, meets) => void (await page.reload({ waitUntil: meets === 'timeout' ? 'commit' : 'load' })),
  },
  { op: 'Jackpots.get', who: 'guest', screen: '/jackpots', failure: 'message' },
  { op: 'Jackpots.getWinners', who: 'guest', screen: '/jackpots/1', failure: 'message' },
  { op: 'leaderboard.top', who: 'guest', screen: '/winners', failure: 'message' },
  { op: 'tournaments.get', who: 'guest', screen: '/tournaments', failure: 'message' },
  { op: 'leaderboard.live', who: 'guest', screen: '/tournaments/3', failure: 'message' },
];
