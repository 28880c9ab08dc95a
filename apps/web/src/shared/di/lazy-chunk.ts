import type { Container, ContainerModule } from 'inversify';

/**
 * What a lazily loaded chunk of a feature may export besides its views: the DI modules its views resolve from.
 * Listing a module in several chunks is fine: each module is bound once per container.
 */
export interface FeatureChunk {
  readonly modules?: readonly (() => ContainerModule)[];
}

export type ChunkImporter<C extends FeatureChunk> = () => Promise<C>;

const boundModules = new WeakMap<Container, Set<() => ContainerModule>>();
const loads = new WeakMap<Container, Map<ChunkImporter<FeatureChunk>, Promise<FeatureChunk>>>();

/** Binds module factories into the container, each at most once. */
export function bindModules(container: Container, modules: readonly (() => ContainerModule)[]): void {
  let bound = boundModules.get(container);
  if (!bound) boundModules.set(container, (bound = new Set()));
  for (const module of modules) {
    if (bound.has(module)) continue;
    bound.add(module);
    container.loadSync(module());
  }
}

/**
 * Loads a feature chunk and binds its modules before anyone renders from it: route `lazy`, dialog renderers and
 * lazy panels all come through here, so a view never resolves a view-model whose module is not bound yet. The
 * promise is kept per container and importer (React's `use` needs the same promise on every render); a failed
 * load is forgotten so the next attempt fetches again.
 */
export function loadChunk<C extends FeatureChunk>(container: Container, importer: ChunkImporter<C>): Promise<C> {
  let byImporter = loads.get(container);
  if (!byImporter) loads.set(container, (byImporter = new Map()));
  const known = byImporter.get(importer);
  if (known) return known as Promise<C>;
  const loading = importer().then((chunk) => {
    bindModules(container, chunk.modules ?? []);
    return chunk;
  });
  byImporter.set(importer, loading);
  loading.catch(() => byImporter.delete(importer));
  return loading;
}
