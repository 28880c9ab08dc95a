import { chunkWhenStartup } from '../../../shared/startup/chunk-when.startup.ts';

/**
 * An incomplete social registration opens its completion dialog. Its code loads only for such a player (rare), not
 * with every page. Stopping ends the wait, or the watch over the session.
 */
export const SocialCompletionStartup = chunkWhenStartup({
  name: 'social-completion',
  // the signed-in player's social registration still lacks fields
  ready: (session) => session.authenticated && session.account?.isRegistrationCompleted === false,
  chunk: () => import('../registration/social-completion.chunk.ts'),
  begin: (chunk, get, session) => get(chunk.SocialCompletionService).watch(session),
});
