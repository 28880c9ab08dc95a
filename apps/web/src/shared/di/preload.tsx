import type { ServiceIdentifier } from 'inversify';
import { createContext, startTransition, use, useContext, useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { useContainer } from './react.tsx';

interface Entry {
  readonly promise: Promise<void>;
  done: boolean;
  value?: unknown;
}

/**
 * Marks a settled promise the way React marks those it has watched settle, so `use` reads it without suspending.
 * A screen calls `use` on every render, loaded or not: when a hydration in slices suspends a screen and replays it
 * once the load is in, React needs the same hook calls as in the attempt that suspended, or it fails the hydration
 * ("update hook called on initial render") and renders the page anew.
 */
const markFulfilled = (promise: Promise<void>): void => void Object.assign(promise, { status: 'fulfilled', value: undefined });
const SETTLED = Promise.resolve();
markFulfilled(SETTLED);

/**
 * The loads a prerendered page was rendered after. The prerender (src/prerender/render-page.tsx) renders a page inside
 * an open scope: a screen's first load starts during render and suspends it until the answers are in, so the HTML
 * carries the content, not the skeletons. The browser hydrates inside a scope too, whose loads answer from the page's
 * payload: the same state on the first render, so the markup matches, and no second call. Closed at the first
 * navigation: a screen opened later loads in its effect as usual.
 */
export class PreloadScope {
  private readonly entries = new Map<string, Entry>();
  private open = true;

  /**
   * The entry of a key: made (its load started) while the scope is open. Once closed, an existing one is handed out a
   * last time (a boundary that hydrates late still gets its state) and forgotten, so a screen opened again loads anew.
   */
  entry(key: string, start: () => { promise: Promise<unknown>; value?: unknown }): Entry | undefined {
    const known = this.entries.get(key);
    if (!this.open) {
      this.entries.delete(key);
      return known;
    }
    if (known) return known;
    const started = start();
    // a failed load is still done: the screen shows its own failure state, as it would after its effect
    const entry: Entry = {
      promise: started.promise.then(() => undefined, () => undefined).then(() => {
        entry.done = true;
        markFulfilled(entry.promise);
      }),
      done: false,
      value: started.value,
    };
    this.entries.set(key, entry);
    return entry;
  }

  close(): void {
    this.open = false;
  }

  get isOpen(): boolean {
    return this.open;
  }

  /** Every load started so far has settled (the prerender renders again until no new one starts). */
  async settled(): Promise<number> {
    const pending = [...this.entries.values()].filter((entry) => !entry.done);
    await Promise.all(pending.map((entry) => entry.promise));
    return pending.length;
  }
}

const PreloadContext = createContext<PreloadScope | null>(null);

export function PreloadProvider({ scope, children }: { scope: PreloadScope | null; children: ReactNode }) {
  return <PreloadContext.Provider value={scope}>{children}</PreloadContext.Provider>;
}

/** Whether this render is a prerender's or a hydration's (a scope is open): a screen's first load then runs in render. */
export function usePreloading(): boolean {
  return useContext(PreloadContext)?.isOpen ?? false;
}

/**
 * Runs a singleton store's load for a prerendered page (see PreloadScope) and tells whether it did: the caller's
 * effect then skips its own load. Outside a scope (every page after the first) it does nothing and returns false.
 */
export function usePreload(key: string, load: () => Promise<unknown>): boolean {
  const entry = useContext(PreloadContext)?.entry(key, () => ({ promise: load() }));
  use(entry?.promise ?? SETTLED);
  return entry !== undefined;
}

/**
 * `useViewModel` with its load: run again whenever `key` changes (put the load's inputs in it, e.g.
 * `tournament:${id}`) and whenever the effects come back after going down (StrictMode's second mount, `<Activity>`
 * showing the screen again, Fast Refresh): `dispose()` aborted what was in flight, so the load runs anew on the same
 * instance. For a prerendered page the first load runs during render (see PreloadScope), on the same instance the
 * render that waited for it then uses, and its first effect does not load again.
 */
export function usePreloadedViewModel<T extends object>(id: ServiceIdentifier<T>, key: string, load: (vm: T) => Promise<unknown> | void): T {
  const container = useContainer();
  // an unbound view-model class is built from its class, as `useViewModel` does
  const [vm, preloaded] = usePreloadedValue(key, () => container.get<T>(id, { autobind: true }), load);
  const skipFirst = useRef(preloaded);
  const run = useEffectEvent(() => void load(vm));
  useEffect(() => {
    if (skipFirst.current) return void (skipFirst.current = false);
    run();
  }, [vm, key]);
  useEffect(() => () => (vm as { dispose?: () => void }).dispose?.(), [vm]);
  return vm;
}

/**
 * A value made once per mount (a view-model a screen makes its own way) and, for a prerendered page, loaded in render
 * (see PreloadScope): the value made for the scope's entry is the one every render after the wait uses, since a
 * component that suspended on its first render keeps no state. Tells whether it was loaded here: the caller's effect
 * then skips its first load. Outside a scope it only makes the value.
 */
export function usePreloadedValue<T>(key: string, make: () => T, load: (value: T) => Promise<unknown> | void): readonly [value: T, preloaded: boolean] {
  const entry = useContext(PreloadContext)?.entry(key, () => {
    const value = make();
    return { promise: Promise.resolve(load(value)), value };
  });
  use(entry?.promise ?? SETTLED);
  const [value] = useState(() => (entry ? (entry.value as T) : make()));
  return [value, entry !== undefined] as const;
}

/**
 * False while the server renders a page and while the browser hydrates that markup, true right after (and from the
 * start on every page the browser renders itself): for what must not be in the served HTML, such as the player's time
 * zone or a frame whose messages only a hydrated page can hear. It turns true in a transition after the hydration's
 * commit: what it brings (a game's frame) renders in slices, not in one synchronous pass straight after hydrating.
 */
export function useAfterHydration(): boolean {
  const hydrating = usePreloading();
  const [after, setAfter] = useState(() => !import.meta.env.SSR && !hydrating);
  useEffect(() => {
    if (!after) startTransition(() => setAfter(true));
  }, [after]);
  return after;
}
