import { LoggerPort } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { WithChunk } from '../../../shared/di/lazy-chunk.ts';
import type { StartupContribution } from '../../../shared/startup/startup-contribution.ts';
import { StartupScope } from '../../../shared/startup/startup-scope.ts';
import { afterFirstActivity, ActivityHost } from './after-first-activity.ts';

const chatChunk = () => import('../chat/chat.chunk.ts');

/**
 * The support chat: after the player's first activity (or idle time), its own chunk loads and starts the vendor's
 * widget, so no chat code weighs on the first paint. Stopping cancels the wait, or ends the chat's following of the
 * session and route (the widget's script, once loaded, stays: a page cannot unload a script).
 */
@injectable()
export class SupportChatStartup implements StartupContribution {
  readonly name = 'support-chat';
  private scope: StartupScope | undefined;

  constructor(
    @inject(ActivityHost) private readonly host: ActivityHost,
    @inject(WithChunk) private readonly withChunk: WithChunk,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {}

  start(): void {
    this.stop();
    const scope = (this.scope = new StartupScope());
    scope.add(
      afterFirstActivity(this.host, () => {
        this.withChunk(chatChunk, (chunk, get) => get(chunk.ChatService))
          .then((chat) => {
            if (!scope.active) return;
            scope.add(() => chat.dispose());
            return chat.start();
          })
          .catch((error: unknown) => this.logger.warn('chat could not start', error));
      }),
    );
  }

  stop(): void {
    this.scope?.stop();
  }
}
