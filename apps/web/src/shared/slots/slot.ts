import type { ChunkImporter, FeatureChunk } from '../di/lazy-chunk.ts';

/** Type-level only: the key under which a slot's type carries what fills it (nothing is stored there). */
declare const contents: unique symbol;

/**
 * A place where one feature (the consumer) renders or calls something another feature (the provider) supplies: the
 * deposit form's offers, the home page's widgets, the popup registration queues. The consumer declares it in its
 * `slots.ts`, the provider's module fills it (`fillSlot`), and the consumer reads it through `SlotView` (a view) or
 * `@inject(Slot) @optional()` (a service); neither imports the other's code, and an unfilled slot shows nothing.
 *
 * To inversify it is a plain symbol (`bind`, `@inject` take it as is); to us it carries the type of what fills it,
 * so a provider cannot fill it with the wrong thing and the consumer names its contents `SlotContents<typeof X>`.
 */
export type Slot<Contents> = symbol & { readonly [contents]?: Contents };

/** What fills a slot. */
export type SlotContents<S extends Slot<unknown>> = NonNullable<S[typeof contents]>;

/**
 * A slot a view renders: filled with the importer of a lazy chunk that exports the parts named in `Exports` and,
 * as any chunk may, its `modules`, `adapters` and `catalog` (bound before the parts render: `SlotView`).
 * @example export const DepositOffersSlot = defineSlot<ChunkSlotContents<{ DepositOffers: ComponentType<DepositOffersProps> }>>('cashier.depositOffers');
 */
export type ChunkSlotContents<Exports> = ChunkImporter<FeatureChunk & Exports>;
export type ChunkSlot<Exports> = Slot<ChunkSlotContents<Exports>>;

/**
 * Declares a slot. Its token is a new `Symbol`, not `Symbol.for(name)`: a slot is reachable only by importing it,
 * so every consumer and provider of it shows in the import graph (and in the dependency rules), and two slots that
 * happen to share a name stay apart. `name` is for the logs (`consumer.place`).
 *
 * It is `Symbol` itself, only typed: the kernel's slots are in the entry chunk, at its size budget, where even a
 * one-line wrapper is bytes every visitor downloads.
 */
export const defineSlot = Symbol as unknown as <Contents>(name: string) => Slot<Contents>;
