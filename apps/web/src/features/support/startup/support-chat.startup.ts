import { LoggerPort } from '@casino/domain/ports';
import { WithChunk } from '../../../shared/di/lazy-chunk.ts';
import { scopedStartup } from '../../../shared/startup/scoped.startup.ts';
import { afterFirstActivity, ActivityHost } from './after-first-activity.ts';

const chatChunk = () => import('../chat/chat.chunk.ts');

/**
 * The support chat: after the player's first activity (or idle time), its own chunk loads and starts the vendor's
 * widget, so no chat code weighs on the first paint. Stopping cancels the wait, or ends the chat's following of the
 * session and route (the widget's script, once loaded, stays: a page cannot unload a script).
 */
export const SupportChatStartup = scopedStartup(
  'support-chat',
  [ActivityHost, WithChunk, LoggerPort],
  (scope, host: ActivityHost, withChunk: WithChunk, logger: LoggerPort) => {
    scope.add(
      afterFirstActivity(host, () => {
        withChunk(chatChunk, (chunk, get) => get(chunk.ChatService))
          .then((chat) => {
            if (!scope.active) return;
            scope.add(() => chat.dispose());
            return chat.start();
          })
          .catch((error: unknown) => logger.warn('chat could not start', error));
      }),
    );
  },
);
