import { injectable, injectFromBase } from 'inversify';
import type { ServiceGetter } from '../../../shared/di/lazy-chunk.ts';
import { ChunkWhenStartup } from '../../../shared/startup/chunk-when.startup.ts';

const playSessionChunk = () => import('../play-session/play-session.chunk.ts');
type Chunk = Awaited<ReturnType<typeof playSessionChunk>>;

/**
 * Once a player has signed in, the reality check and session time limit watcher loads (guests never download it)
 * and follows the session. Stopping ends the wait, or the watcher's reactions and timers.
 */
@injectable()
@injectFromBase()
export class PlaySessionStartup extends ChunkWhenStartup<Chunk> {
  readonly name = 'play-session';
  protected readonly chunk = playSessionChunk;

  protected ready(): boolean {
    return this.session.authenticated;
  }

  protected begin(chunk: Chunk, get: ServiceGetter): () => void {
    return get(chunk.PlaySessionWatcher).start();
  }
}
