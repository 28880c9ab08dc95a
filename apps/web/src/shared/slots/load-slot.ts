import type { Container } from 'inversify';
import { loadChunk, type FeatureChunk } from '../di/lazy-chunk.ts';
import type { ChunkSlot, Slot } from './slot.ts';

/** What a provider filled the slot with in this container, or undefined when none did (the provider is not in this app). */
export function slotContents<Contents>(container: Container, slot: Slot<Contents>): Contents | undefined {
  return container.get<Contents>(slot, { optional: true });
}

/**
 * Settled and marked so the way React marks a promise it has watched settle: `use` reads it without suspending, so
 * an unfilled slot renders nothing in the same pass instead of a Suspense fallback first.
 */
const UNFILLED: Promise<undefined> = Object.assign(Promise.resolve(undefined), { status: 'fulfilled', value: undefined });

/**
 * Loads what fills a view slot through `loadChunk` (its modules, adapters and catalog bound before it renders; one load
 * per container and importer, a failed one tried again next time), or settles at once with undefined when unfilled.
 */
export function loadSlot<Exports>(container: Container, slot: ChunkSlot<Exports>): Promise<(FeatureChunk & Exports) | undefined> {
  const importer = slotContents(container, slot);
  return importer ? loadChunk(container, importer) : UNFILLED;
}
