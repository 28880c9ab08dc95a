import { isValidElement, memo, Suspense, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { usePreloading } from '../di/preload.tsx';
import * as styles from './hydrate-when-seen.css.ts';

/** Opens once: what a part of the page waits on before it hydrates. */
export interface HydrationGate {
  readonly promise: Promise<void>;
  open(): void;
}

/** Marks the promise settled the way React marks those it watched settle, so `use` reads it without suspending. */
const fulfil = (promise: Promise<void>): void => void Object.assign(promise, { status: 'fulfilled', value: undefined });

const OPEN: HydrationGate = { promise: Promise.resolve(), open: () => undefined };
fulfil(OPEN.promise);

function pendingGate(): HydrationGate {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return {
    promise,
    open: () => {
      // settled before React hears of it: a click that opened the gate hydrates the part at once, then reaches it
      fulfil(promise);
      resolve();
    },
  };
}

/**
 * The player's first interaction anywhere on the page wakes every part still waiting. `click` too: a screen reader
 * activates a button with a click alone, and the page's capture listener hears it before React's root does.
 */
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'click'] as const;

function Gate({ gate, children }: { gate: HydrationGate; children: ReactNode }) {
  use(gate.promise);
  return children;
}

export interface HydrateWhenSeenProps {
  readonly children: ReactNode;
  readonly margin?: string;
  /**
   * `seen` (the default): when the part comes into view or at the first interaction. `interaction`: at the first
   * interaction only, for a part on the first screen that costs more to hydrate than it gives before the player
   * reaches for it (the games hall's pickers: react-aria's select builds its collection and measures itself).
   */
  readonly on?: 'seen' | 'interaction';
  /** What the part needs before it can hydrate (its code): fetched when it wakes, and the part hydrates after. */
  readonly load?: () => Promise<unknown>;
}

/**
 * A part of a prerendered page below the first screen: while the page hydrates, its served markup stays as it is
 * (links work, it reads and looks the same) and React leaves it for later; it hydrates when it comes into the viewport
 * (or within `margin` of it) or at the player's first interaction, whichever is first. A page the browser renders
 * itself renders it at once. Hydrating a long home page in one go was most of the start-up's main-thread work on a
 * phone, for rows nobody has scrolled to yet.
 *
 * React gives up on a part that is still waiting and receives new props or context (it renders it anew, dropping the
 * served markup): the gate is memoised on its child's props, and what it holds must render from the page's payload
 * alone, with nothing that moves before the player looks.
 *
 * A press inside a part whose code is still on its way would reach nothing (React drops an event it cannot hydrate
 * for at once): it is held and made again on the same element once the part is live.
 */
export const HydrateWhenSeen = memo(function HydrateWhenSeen({ children, margin = '0px', on = 'seen', load }: HydrateWhenSeenProps) {
  // the preload scope is open while a prerendered page hydrates (shared/di/preload.tsx); the server renders it all
  const preloading = usePreloading();
  const [gate] = useState(() => (import.meta.env.SSR || !preloading ? OPEN : pendingGate()));
  const [live] = useState(() => liveSignal());
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (gate === OPEN) return;
    // a part mounted afresh while the page was still hydrating has no served markup to keep: it renders now
    const part = box.current;
    const target = part?.firstElementChild;
    let observer: IntersectionObserver | undefined;
    let loading = false;
    if (!part || !target || (on === 'seen' && typeof IntersectionObserver !== 'function')) return void wake();
    if (on === 'seen') observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), { rootMargin: margin });
    function hold(event: Event) {
      if (!loading || !(event.target instanceof HTMLElement) || !part?.contains(event.target)) return;
      if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const element = event.target;
      void live.promise.then(() => element.isConnected && element.click());
    }
    function stop() {
      observer?.disconnect();
      for (const type of INTERACTIONS) document.removeEventListener(type, wake, { capture: true });
    }
    function wake() {
      stop();
      if (!load) return gate.open();
      loading = true;
      void live.promise.then(() => (loading = false));
      // a part whose code failed to load hydrates all the same: the app's error handling takes it from there
      void load().catch(() => undefined).then(() => gate.open());
    }
    observer?.observe(target);
    for (const type of INTERACTIONS) document.addEventListener(type, wake, { capture: true, passive: true });
    document.addEventListener('click', hold, { capture: true });
    document.addEventListener('keydown', hold, { capture: true });
    return () => {
      stop();
      document.removeEventListener('click', hold, { capture: true });
      document.removeEventListener('keydown', hold, { capture: true });
    };
  }, [gate, live, margin, on, load]);
  // the same element while nothing changed for it, when this renders again for its own reasons (a context it reads)
  const part = useMemo(() => <Suspense fallback={null}><Gate gate={gate}><Live signal={live}>{children}</Live></Gate></Suspense>, [gate, live, children]);
  return <div ref={box} className={styles.contents}>{part}</div>;
}, (before, after) => before.margin === after.margin && before.on === after.on && before.load === after.load && sameChild(before.children, after.children));

/** Settles once the part has hydrated (its effects ran). */
function liveSignal() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

function Live({ signal, children }: { signal: ReturnType<typeof liveSignal>; children: ReactNode }) {
  useEffect(() => signal.resolve(), [signal]);
  return children;
}

/** The same element with the same props (a parent that renders again with nothing new for it). */
function sameChild(before: ReactNode, after: ReactNode): boolean {
  if (before === after) return true;
  if (!isValidElement(before) || !isValidElement(after) || before.type !== after.type || before.key !== after.key) return false;
  const [a, b] = [before.props as Record<string, unknown>, after.props as Record<string, unknown>];
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}
