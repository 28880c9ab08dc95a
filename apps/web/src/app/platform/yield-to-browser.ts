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
