import { chunkWhenStartup } from '../../../shared/startup/chunk-when.startup.ts';

/**
 * Once a player has signed in, the reality check and session time limit watcher loads (guests never download it)
 * and follows the session. Stopping ends the wait, or the watcher's reactions and timers.
 */
export const PlaySessionStartup = chunkWhenStartup({
  name: 'play-session',
  ready: (session) => session.authenticated,
  chunk: () => import('../play-session/play-session.chunk.ts'),
  begin: (chunk, get) => get(chunk.PlaySessionWatcher).start(),
});
