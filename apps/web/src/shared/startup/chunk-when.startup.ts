import { inject, injectable } from 'inversify';
import { WithChunk, type ChunkImporter, type FeatureChunk, type ServiceGetter } from '../di/lazy-chunk.ts';
import { SessionStore } from '../stores/session.store.ts';
import type { StartupContribution } from './startup-contribution.ts';
import { StartupScope } from './startup-scope.ts';

/**
 * The shape most start-up jobs have: wait until the session says it is time (a player signed in, an incomplete
 * registration), then load the job's chunk through the one loader and start what it brings. A job says only when,
 * which chunk, and how to start it (and takes this constructor with `@injectFromBase()`); stopping ends the wait, or
 * undoes what the start set up (the undo `begin` answers).
 */
@injectable()
export abstract class ChunkWhenStartup<C extends FeatureChunk> implements StartupContribution {
  abstract readonly name: string;
  private scope: StartupScope | undefined;

  constructor(
    @inject(SessionStore) protected readonly session: SessionStore,
    @inject(WithChunk) private readonly withChunk: WithChunk,
  ) {}

  /** Whether it is time to load (observed: read MobX state only). */
  protected abstract ready(): boolean;
  /** The job's chunk. */
  protected abstract readonly chunk: ChunkImporter<C>;
  /** Starts what the chunk brings; answers how to undo it. */
  protected abstract begin(chunk: C, get: ServiceGetter): () => void;

  async start(): Promise<void> {
    this.stop();
    const scope = (this.scope = new StartupScope());
    if (!(await scope.until(() => this.ready()))) return;
    const begin = await this.withChunk(this.chunk, (chunk, get) => () => this.begin(chunk, get));
    if (scope.active) scope.add(begin());
  }

  stop(): void {
    this.scope?.stop();
  }
}
