import type { Page } from '@playwright/test';

/** The SDK's deadline (`DEFAULT_TIMEOUT_MS`). */
const CLIENT_DEADLINE_MS = 20_000;

/**
 * The client's deadline of the calls the page starts from now on, kept aside so the test decides when it passes.
 * Moving the whole page's clock instead (`page.clock`) also fired every other timer on it (a poll, a toast's
 * dismissal, another call's deadline): the scenario then tested more than a timeout, and failed by chance.
 * Only timers of exactly the SDK's deadline are kept; the rest run as they would.
 */
export async function holdDeadlines(page: Page): Promise<{ pass: () => Promise<number> }> {
  await page.evaluate((deadline) => {
    const w = window as unknown as { setTimeout: typeof setTimeout; __heldDeadlines?: { fire: () => number } };
    const original = w.setTimeout;
    const held: Array<() => void> = [];
    w.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      if (ms !== deadline || typeof handler !== 'function') return original(handler, ms, ...args);
      held.push(() => (handler as (...a: unknown[]) => void)(...args));
      // an id no real timer has: clearing it (an answer that came in time) does nothing
      return -1;
    }) as typeof setTimeout;
    w.__heldDeadlines = {
      fire: () => {
        w.setTimeout = original;
        for (const run of held) run();
        return held.length;
      },
    };
  }, CLIENT_DEADLINE_MS);
  return {
    pass: () => page.evaluate(() => (window as unknown as { __heldDeadlines: { fire: () => number } }).__heldDeadlines.fire()),
  };
}
