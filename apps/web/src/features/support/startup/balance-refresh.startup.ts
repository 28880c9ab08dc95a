import { inject, injectable } from 'inversify';
import { WithChunk } from '../../../shared/di/lazy-chunk.ts';
import type { StartupContribution } from '../../../shared/startup/startup-contribution.ts';
import { StartupScope } from '../../../shared/startup/startup-scope.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';

const balanceRefreshChunk = () => import('../balance-refresh/balance-refresh.chunk.ts');

/**
 * A signed-in player's balance is re-read as the content configuration asks. Players only: the refresh's code loads
 * once someone has signed in. Stopping ends the wait, or takes the page listeners and the periodic refresh down.
 */
@injectable()
export class BalanceRefreshStartup implements StartupContribution {
  readonly name = 'balance-refresh';
  private scope: StartupScope | undefined;

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(WithChunk) private readonly withChunk: WithChunk,
  ) {}

  async start(): Promise<void> {
    this.stop();
    const scope = (this.scope = new StartupScope());
    if (!(await scope.until(() => this.session.authenticated))) return;
    const attach = await this.withChunk(balanceRefreshChunk, (chunk, get) => () => chunk.attachBalanceRefresh(get(chunk.BalanceRefreshViewModel)));
    if (scope.active) scope.add(attach());
  }

  stop(): void {
    this.scope?.stop();
  }
}
