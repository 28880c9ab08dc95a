interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in between. The start
 * of a prerendered page has no network wait to break it up (the page's payload answers its first calls at once):
 * without these breaks, creating the container, the start-up, the router and hydration ran as a few long tasks, each
 * a moment in which a tap on a phone went unanswered. `scheduler.yield()` resumes ahead of other queued work;
 * elsewhere a timeout does the same job a little later.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** How long start-up waits for a frame that may never come (a tab opened in the background paints nothing). */
export const PAINT_WAIT_MS = 100;

/**
 * Resumes once the browser has painted a frame (a task after the next animation frame). A prerendered page is
 * readable as soon as its HTML is parsed, but `scheduler.yield()` continuations go ahead of rendering: on a slow
 * phone start-up then ran for a second or more before the page's first paint. Waiting for one frame first shows the
 * page, then starts the app. A hidden page does not wait, and one whose frame does not come in time stops waiting.
 */
export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || (typeof document !== 'undefined' && document.visibilityState === 'hidden')) return Promise.resolve();
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, PAINT_WAIT_MS);
    requestAnimationFrame(() => {
      clearTimeout(fallback);
      // the frame paints after the animation frame callbacks: resume in the task after it
      setTimeout(resolve, 0);
    });
  });
}
