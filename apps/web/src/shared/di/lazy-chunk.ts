import type { Container, ContainerModule, ServiceIdentifier } from 'inversify';
import { CatalogRegistry, type CatalogLoader } from '../stores/locale.store.ts';

/**
 * What a lazily loaded chunk of a feature may export besides its views: the DI modules its views resolve from, and
 * the feature's own message catalog (`featureCatalog(import.meta.glob('./locales/*\/messages.po'))`), so a
 * feature's texts travel with its code instead of growing the catalog every visitor loads at start.
 * Listing a module in several chunks is fine: each module is bound once per container.
 */
export interface FeatureChunk {
  readonly modules?: readonly (() => ContainerModule)[];
  /**
   * The adapters of ports that only this feature uses (`bind(Port).to(Adapter)`), so their code arrives with the
   * feature instead of in the entry chunk. A test container (`ChunkAdapters` false) binds fakes for them instead.
   */
  readonly adapters?: readonly (() => ContainerModule)[];
  readonly catalog?: CatalogLoader;
}

/** Whether loaded chunks bind their `adapters` (true in the app; false in a test container that binds fakes). */
export const ChunkAdapters = Symbol.for('ChunkAdapters');

/** Loads a chunk the way `loadChunk` does, for code that has no container at hand (start-up contributions: `WithChunk`). */
export type ChunkLoader = <C extends FeatureChunk>(importer: ChunkImporter<C>) => Promise<C>;
export const ChunkLoader = Symbol.for('ChunkLoader');

export type ChunkImporter<C extends FeatureChunk> = () => Promise<C>;

/** Makes a service from the container; one that no module binds is made on demand (`autobind`). */
export type ServiceGetter = <T>(service: ServiceIdentifier<T>) => T;

/**
 * Loads a chunk through the `ChunkLoader` and hands it, with a way to make its services, to `use`: how a start-up
 * contribution, which has no container, starts what its chunk brings (`(chunk, get) => get(chunk.ChatService)`).
 */
export type WithChunk = <C extends FeatureChunk, T>(importer: ChunkImporter<C>, use: (chunk: C, get: ServiceGetter) => T) => Promise<T>;
export const WithChunk = Symbol.for('WithChunk');

/** `WithChunk` over a loader and a container (the app binds it over its `ChunkLoader`). */
export function withChunkOf(load: ChunkLoader, container: Container): WithChunk {
  const get: ServiceGetter = (service) => container.get(service, { autobind: true });
  return async (importer, use) => use(await load(importer), get);
}

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
 * A feature's catalog loader over its compiled `.po` files, one lazy chunk per locale.
 * @example export const catalog = featureCatalog(import.meta.glob<CompiledCatalog>('./locales/*\/messages.po'));
 */
export type CompiledCatalog = { messages: Awaited<ReturnType<CatalogLoader>> };
export function featureCatalog(files: Record<string, () => Promise<CompiledCatalog>>): CatalogLoader {
  return async (locale) => {
    const file = Object.entries(files).find(([path]) => path.endsWith(`/${locale}/messages.po`))?.[1];
    return file ? (await file()).messages : {};
  };
}

/**
 * Loads a feature chunk and binds its modules (and loads its catalog) before anyone renders from it: route `lazy`,
 * slots, dialog bodies and lazy panels all come through here, so a view never resolves a view-model whose module is
 * not bound yet. The promise is kept per container and importer (React's `use` needs the same promise on every
 * render); a failed load is forgotten so the next attempt fetches again.
 */
export function loadChunk<C extends FeatureChunk>(container: Container, importer: ChunkImporter<C>): Promise<C> {
  let byImporter = loads.get(container);
  if (!byImporter) loads.set(container, (byImporter = new Map()));
  const known = byImporter.get(importer);
  if (known) return known as Promise<C>;
  const loading = importer().then(async (chunk) => {
    if (chunk.adapters && container.get<boolean>(ChunkAdapters, { optional: true }) !== false) bindModules(container, chunk.adapters);
    bindModules(container, chunk.modules ?? []);
    if (chunk.catalog) await container.get<CatalogRegistry>(CatalogRegistry).addCatalog(chunk.catalog);
    return chunk;
  });
  byImporter.set(importer, loading);
  loading.catch(() => byImporter.delete(importer));
  return loading;
}
