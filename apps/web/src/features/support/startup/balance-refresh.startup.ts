import { chunkWhenStartup } from '../../../shared/startup/chunk-when.startup.ts';

/**
 * A signed-in player's balance is re-read as the content configuration asks. Players only: the refresh's code loads
 * once someone has signed in. Stopping ends the wait, or takes the page listeners and the periodic refresh down.
 */
export const BalanceRefreshStartup = chunkWhenStartup({
  name: 'balance-refresh',
  ready: (session) => session.authenticated,
  chunk: () => import('../balance-refresh/balance-refresh.chunk.ts'),
  begin: (chunk, get) => chunk.attachBalanceRefresh(get(chunk.BalanceRefreshViewModel)),
});
