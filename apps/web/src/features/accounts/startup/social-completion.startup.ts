import { injectable, injectFromBase } from 'inversify';
import type { ServiceGetter } from '../../../shared/di/lazy-chunk.ts';
import { ChunkWhenStartup } from '../../../shared/startup/chunk-when.startup.ts';

const socialCompletionChunk = () => import('../registration/social-completion.chunk.ts');
type Chunk = Awaited<ReturnType<typeof socialCompletionChunk>>;

/**
 * An incomplete social registration opens its completion dialog. Its code loads only for such a player (rare), not
 * with every page. Stopping ends the wait, or the watch over the session.
 */
@injectable()
@injectFromBase()
export class SocialCompletionStartup extends ChunkWhenStartup<Chunk> {
  readonly name = 'social-completion';
  protected readonly chunk = socialCompletionChunk;

  /** The signed-in player's social registration still lacks fields. */
  protected ready(): boolean {
    return this.session.authenticated && this.session.account?.isRegistrationCompleted === false;
  }

  protected begin(chunk: Chunk, get: ServiceGetter): () => void {
    return get(chunk.SocialCompletionService).watch(this.session);
  }
}
