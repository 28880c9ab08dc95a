import { inject, injectable } from 'inversify';
import { WithChunk } from '../../../shared/di/lazy-chunk.ts';
import type { StartupContribution } from '../../../shared/startup/startup-contribution.ts';
import { StartupScope } from '../../../shared/startup/startup-scope.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';

const socialCompletionChunk = () => import('../registration/social-completion.chunk.ts');

/** Whether the signed-in player's social registration still lacks fields. */
const incomplete = (session: SessionStore) => session.authenticated && session.account?.isRegistrationCompleted === false;

/**
 * An incomplete social registration opens its completion dialog. Its code loads only for such a player (rare), not
 * with every page. Stopping ends the wait, or the watch over the session.
 */
@injectable()
export class SocialCompletionStartup implements StartupContribution {
  readonly name = 'social-completion';
  private scope: StartupScope | undefined;

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(WithChunk) private readonly withChunk: WithChunk,
  ) {}

  async start(): Promise<void> {
    this.stop();
    const scope = (this.scope = new StartupScope());
    if (!(await scope.until(() => incomplete(this.session)))) return;
    const completion = await this.withChunk(socialCompletionChunk, (chunk, get) => get(chunk.SocialCompletionService));
    if (scope.active) scope.add(completion.watch(this.session));
  }

  stop(): void {
    this.scope?.stop();
  }
}
