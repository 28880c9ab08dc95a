import type { Container, ServiceIdentifier } from 'inversify';
import { createContext, use, useContext, useEffect, useState, type ReactNode } from 'react';
import { loadChunk, type ChunkImporter, type FeatureChunk } from './lazy-chunk.ts';

const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useContainer outside ContainerProvider');
  return container;
}

/** A singleton service (store) from the container. */
export function useService<T>(id: ServiceIdentifier<T>): T {
  return useContainer().get<T>(id);
}

/**
 * A view-model for the lifetime of the component: resolved once, `dispose()`d when its effects go down.
 *
 * Effects go down more often than the component goes away: StrictMode takes them down and up once after every mount
 * in development, `<Activity>` while a screen is hidden, Fast Refresh when a view is edited. The same instance is
 * used when they come back, so a view-model's `dispose()` stops what is in flight without ending it for good (a
 * signal per load: `shared/view-model/loads.ts`), and whatever it stopped is started again by the effect that
 * loads or starts it. ARCHITECTURE.md ("View-models") has the rule.
 *
 * A view-model class nobody bound is built from its class (a new one per component, as a plain binding would): a
 * screen's module need not list it, so the module a feature's screens share does not pull every screen's view-model
 * into each screen's chunk.
 */
export function useViewModel<T extends object>(id: ServiceIdentifier<T>): T {
  const container = useContainer();
  const [vm] = useState(() => container.get<T>(id, { autobind: true }));
  useEffect(() => () => (vm as { dispose?: () => void }).dispose?.(), [vm]);
  return vm;
}

/**
 * A lazily loaded feature chunk, its DI modules bound (suspends until then: render it inside `<Suspense>`).
 * @example const { SignInPanel } = useChunk(() => import('./SignInPanel.tsx'));  // keep the importer a module constant
 */
export function useChunk<C extends FeatureChunk>(importer: ChunkImporter<C>): C {
  return use(loadChunk(useContainer(), importer));
}
