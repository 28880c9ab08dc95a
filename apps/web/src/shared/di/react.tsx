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
 * A view-model for the lifetime of the component (CONVENTIONS §7): resolved once, `dispose()`d on unmount.
 */
export function useViewModel<T extends object>(id: ServiceIdentifier<T>): T {
  const container = useContainer();
  const [vm] = useState(() => container.get<T>(id));
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
