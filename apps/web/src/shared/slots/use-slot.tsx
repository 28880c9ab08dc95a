import { Component, Suspense, use, useEffect, type ReactNode } from 'react';
import type { FeatureChunk } from '../di/lazy-chunk.ts';
import { useContainer } from '../di/react.tsx';
import { loadSlot, slotContents } from './load-slot.ts';
import type { ChunkSlot, Slot } from './slot.ts';

/**
 * The chunk that fills a view slot, its modules bound, or undefined when nothing fills it. Suspends while the chunk
 * loads and throws when it fails: `SlotView` renders it inside a `SlotBoundary`. `use` is
 * called on every render, filled or not: a hydration that replays a suspended part needs the same hooks each time.
 */
function useSlot<Exports>(slot: ChunkSlot<Exports>): (FeatureChunk & Exports) | undefined {
  return use(loadSlot(useContainer(), slot));
}

/**
 * Starts loading what fills a view slot now, for a `SlotView` that renders later: the deposit form's offers sit below
 * its payment methods and render once those have loaded, but their chunk need not wait for them. One load per
 * container (`loadSlot`), so the `SlotView` later finds it loaded or loading; a failure is left to the `SlotView`.
 */
export function useSlotPreload(slot: ChunkSlot<unknown>): void {
  const container = useContainer();
  useEffect(() => void loadSlot(container, slot).catch(() => undefined), [container, slot]);
}

/** Whether a provider filled the slot: for a screen that keeps content back until the part in the slot settles (`useHold`). */
export function useSlotFilled(slot: Slot<unknown>): boolean {
  return slotContents(useContainer(), slot) !== undefined;
}

interface BoundaryProps {
  readonly slot: Slot<unknown>;
  /** Told when the part failed (its chunk or its render): a screen holding content back for it lets go. */
  readonly onFailed?: (() => void) | undefined;
  readonly children: ReactNode;
}

/**
 * What fills a slot is another feature's extra: when it fails to load or to render, the slot shows nothing and the
 * page around it stays (a warning in the console says which slot).
 */
class SlotBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn(`[casino] ${this.props.slot.description ?? 'a slot'} could not load`, error);
    this.props.onFailed?.();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function Filled<Exports>({ slot, render }: { slot: ChunkSlot<Exports>; render: (chunk: FeatureChunk & Exports) => ReactNode }) {
  const chunk = useSlot(slot);
  return chunk ? render(chunk) : null;
}

/**
 * Renders a view slot: `render` gets the filling chunk's exports once it has loaded. Nothing shows while it loads,
 * when no provider filled the slot, or when the chunk fails (`onFailed` is told).
 * @example <SlotView slot={WinnersStripSlot} render={({ WinnersStrip }) => <WinnersStrip />} />
 */
export function SlotView<Exports>({ slot, render, onFailed }: { slot: ChunkSlot<Exports>; render: (chunk: FeatureChunk & Exports) => ReactNode; onFailed?: () => void }) {
  return (
    <SlotBoundary slot={slot} onFailed={onFailed}>
      <Suspense fallback={null}>
        <Filled slot={slot} render={render} />
      </Suspense>
    </SlotBoundary>
  );
}
