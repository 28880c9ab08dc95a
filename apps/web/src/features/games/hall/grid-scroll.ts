import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** Where the player was in one history entry's games, as the viewport's distance below the grid's top. */
export interface GridScrollMemory {
  /** The history entry (the router's location key). */
  readonly entry: string;
  /** What was saved when the player left this entry before (Back, Forward), if they had been here. */
  readonly saved: number | undefined;
  save(offset: number): void;
}

const below = (host: RefObject<HTMLElement | null>) => (host.current ? -host.current.getBoundingClientRect().top : undefined);

const PLAYER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/**
 * How long at most a restored place is held while the page above the grid settles. The banners' call and their
 * chunk come on their own and, on a busy phone, can arrive seconds after the games (banners 4 s late pushed the
 * games 275 px down past a 3 s hold); a player who has not touched the page by then is still waiting to see where
 * they were.
 */
const SETTLE_MS = 10_000;

/**
 * Puts the grid back in its place each time the page's size changes, until the player scrolls, touches, clicks or
 * types, or the page has had a while to settle: what sits above the grid (the banners, loading on their own)
 * can arrive after the restore and push the games down. The browser's scroll anchoring did not hold them there in a
 * test run on a busy machine (the virtual rows are placed by transforms). Returns the stop.
 */
function holdWhileSettling(place: () => void): () => void {
  const observer = new ResizeObserver(place);
  observer.observe(document.body);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of PLAYER_INPUT) window.removeEventListener(type, stop, true);
  };
  const timer = setTimeout(stop, SETTLE_MS);
  for (const type of PLAYER_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}

/**
 * Keeps the player's place in the hall's grid per history entry, counted from the grid's top rather than the page's:
 * what sits above the grid (the banners, which load on their own) may not be there yet when the player comes back,
 * and a page offset would then land that much further down the list. (When it arrives later, the browser's scroll
 * anchoring keeps the games in view where they are.)
 * `ready`: the grid is laid out at its full height; a scroll made sooner would stop at a shorter page's end.
 */
export function useGridScroll(host: RefObject<HTMLElement | null>, memory: GridScrollMemory | undefined, ready: boolean): void {
  const restored = useRef<string>(undefined);
  useLayoutEffect(() => {
    if (!memory || !ready || !host.current || restored.current === memory.entry) return;
    restored.current = memory.entry;
    const saved = memory.saved;
    if (saved === undefined) return;
    const place = () => {
      const offset = below(host);
      if (offset !== undefined && Math.abs(offset - saved) >= 1) window.scrollBy(0, saved - offset);
    };
    place();
    return holdWhileSettling(place);
  }, [host, memory, ready]);

  useEffect(() => {
    if (!memory) return;
    // once the address has moved on, the page being left shrinks and scrolls: that is not where the player was
    const here = `${window.location.pathname}${window.location.search}`;
    const onScroll = () => {
      const offset = below(host);
      if (offset !== undefined && `${window.location.pathname}${window.location.search}` === here) memory.save(offset);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [host, memory]);

  // Read again as the grid is taken down (its rows still in the page): a scroll event comes a frame after the
  // scroll, so one made just before a click (a card scrolled into view) could be missed.
  useLayoutEffect(() => {
    if (!memory) return;
    return () => {
      const offset = below(host);
      if (offset !== undefined) memory.save(offset);
    };
  }, [host, memory]);
}
