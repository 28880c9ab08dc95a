import type { HandlerMap } from '../../core/types.ts';
import { getCategories, getGames, getProviders } from './catalogue.ts';
import { getJackpots, getWinners } from './jackpots.ts';
import { addLike, createExport, getHistory, getLikes, listExports, removeLike } from './player.ts';

/** games.* and Jackpots.*. */
export const handlers: HandlerMap = {
  'games.get': getGames,
  'games.getCategories': getCategories,
  'games.getProviders': getProviders,
  'games.getLikes': getLikes,
  'games.addLike': addLike,
  'games.removeLike': removeLike,
  'games.getHistory': getHistory,
  'games.gethistoryexportrequest': listExports,
  'games.createhistoryexportrequest': createExport,
  'Jackpots.get': getJackpots,
  'Jackpots.getWinners': getWinners,
};
