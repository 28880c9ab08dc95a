import { inject, injectable } from 'inversify';
import { WithChunk } from '../../../shared/di/lazy-chunk.ts';
import type { StartupContribution } from '../../../shared/startup/startup-contribution.ts';
import { StartupScope } from '../../../shared/startup/startup-scope.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';

const playSessionChunk = () => import('../play-session/play-session.chunk.ts');

/**
 * Once a player has signed in, the reality check and session time limit watcher loads (guests never download it)
 * and follows the session. Stopping ends the wait, or the watcher's reactions and timers.
 */
@injectable()
export class PlaySessionStartup implements StartupContribution {
  readonly name = 'play-session';
  private scope: StartupScope | undefined;

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(WithChunk) private readonly withChunk: WithChunk,
  ) {}

  async start(): Promise<void> {
    this.stop();
    const scope = (this.scope = new StartupScope());
    if (!(await scope.until(() => this.session.authenticated))) return;
    const watcher = await this.withChunk(playSessionChunk, (chunk, get) => get(chunk.PlaySessionWatcher));
    if (scope.active) scope.add(watcher.start());
  }

  stop(): void {
    this.scope?.stop();
  }
}
