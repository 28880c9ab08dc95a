import { injectable, injectFromBase } from 'inversify';
import type { ServiceGetter } from '../../../shared/di/lazy-chunk.ts';
import { ChunkWhenStartup } from '../../../shared/startup/chunk-when.startup.ts';

const balanceRefreshChunk = () => import('../balance-refresh/balance-refresh.chunk.ts');
type Chunk = Awaited<ReturnType<typeof balanceRefreshChunk>>;

/**
 * A signed-in player's balance is re-read as the content configuration asks. Players only: the refresh's code loads
 * once someone has signed in. Stopping ends the wait, or takes the page listeners and the periodic refresh down.
 */
@injectable()
@injectFromBase()
export class BalanceRefreshStartup extends ChunkWhenStartup<Chunk> {
  readonly name = 'balance-refresh';
  protected readonly chunk = balanceRefreshChunk;

  protected ready(): boolean {
    return this.session.authenticated;
  }

  protected begin(chunk: Chunk, get: ServiceGetter): () => void {
    return chunk.attachBalanceRefresh(get(chunk.BalanceRefreshViewModel));
  }
}
