import { inject, injectable } from 'inversify';
import { WithChunk, type ChunkImporter, type FeatureChunk, type ServiceGetter } from '../di/lazy-chunk.ts';
import { SessionStore } from '../stores/session.store.ts';
import type { StartupContribution } from './startup-contribution.ts';
import { StartupScope } from './startup-scope.ts';

/** What a job of this shape says: its name, when it is time, its chunk, and how to start what the chunk brings. */
export interface ChunkWhenJob<C extends FeatureChunk> {
  readonly name: string;
  /** Whether it is time to load (observed: read MobX state only). */
  readonly ready: (session: SessionStore) => boolean;
  readonly chunk: ChunkImporter<C>;
  /** Starts what the chunk brings; answers how to undo it. */
  readonly begin: (chunk: C, get: ServiceGetter, session: SessionStore) => () => void;
}

/**
 * The class of a start-up job of the shape most have: wait until the session says it is time (a player signed in,
 * an incomplete registration), then load the job's chunk through the one loader and start what it brings; stopping
 * ends the wait, or undoes what the start set up. A class made here rather than a base class to extend: inheriting
 * the constructor's injections (`@injectFromBase`) would put more of inversify into the entry chunk.
 */
export function chunkWhenStartup<C extends FeatureChunk>(job: ChunkWhenJob<C>) {
  @injectable()
  class ChunkWhenStartup implements StartupContribution {
    readonly name = job.name;
    private scope: StartupScope | undefined;

    constructor(
      @inject(SessionStore) private readonly session: SessionStore,
      @inject(WithChunk) private readonly withChunk: WithChunk,
    ) {}

    async start(): Promise<void> {
      this.stop();
      const scope = (this.scope = new StartupScope());
      if (!(await scope.until(() => job.ready(this.session)))) return;
      const begin = await this.withChunk(job.chunk, (chunk, get) => () => job.begin(chunk, get, this.session));
      if (scope.active) scope.add(begin());
    }

    stop(): void {
      this.scope?.stop();
    }
  }
  return ChunkWhenStartup;
}
