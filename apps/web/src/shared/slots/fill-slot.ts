import type { Bind, ServiceIdentifier } from 'inversify';
import type { Slot } from './slot.ts';

/*
 * Kept apart from `slot.ts`: the kernel's own slot declarations go into the entry chunk with `defineSlot`, and the
 * code below is only needed by the features' modules, which arrive later.
 */

/**
 * Fills a slot from a provider's module with a value (a chunk's importer, a renderer): typed by the slot, so the
 * provider cannot fill it with something the consumer does not expect.
 * @example fillSlot(bind, DepositOffersSlot, () => import('./deposit-offers/deposit-offers.chunk.ts'));
 */
export function fillSlot<Contents>(bind: Bind, slot: Slot<Contents>, value: NoInfer<Contents>): void {
  bind<Contents>(slot).toConstantValue(value);
}

/**
 * Fills a slot with what `make` builds from the container's services when the slot is first asked for: a service of
 * the provider's, or a loader over services. Made once per container, so a view reading the slot on every render gets
 * the same importer each time (`loadChunk` keeps one load per importer).
 * @example fillSlotWith(bind, UnseenCashbackPopupSlot, (get) => get(UnseenCashbackService));
 */
export function fillSlotWith<Contents>(bind: Bind, slot: Slot<Contents>, make: (get: <T>(service: ServiceIdentifier<T>) => T) => NoInfer<Contents>): void {
  bind<Contents>(slot).toDynamicValue((context) => make((service) => context.get(service))).inSingletonScope();
}
