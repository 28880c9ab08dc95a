import type { BrowserContext, Page } from '@playwright/test';
import { DEFAULT_TIMEOUT_MS } from '@casino/adapters/api-defaults';
import { pathPattern, type Operation } from './contract.ts';

/**
 * The client's deadline, passed when the cell says so rather than after 20 s of real time. Every page of a cell's
 * context keeps aside the timers of exactly the SDK's deadline (`DEFAULT_TIMEOUT_MS`); a timeout cell, once the
 * sandbox holds the call, lets the pending ones of the held operation run at once: the client gives up on the held
 * call as it would have 20 s later, and nothing else on the page moves (moving the page's clock fired every other
 * timer too: a poll, a toast's dismissal; running every pending deadline aborted the start-up's other calls in flight,
 * the games beside a held `content.config`). The SDK hands its deadline timer the request it times
 * (packages/sdk/src/middleware.ts), which says whose deadline it is. A deadline whose call answered in time was
 * cleared and never runs. A call the page preloaded (the start-up's, a signed-in screen's) keeps its real deadline.
 * Each chain waited the whole deadline in its timeout cell: with this the matrix spends its time on pages.
 */
export async function holdDeadlines(context: BrowserContext): Promise<void> {
  // a script's text, not a function: the harness runs under tsx, whose output names functions with a helper the page
  // does not have
  await context.addInitScript({ content: HOLD_SCRIPT.replace('DEADLINE', String(DEFAULT_TIMEOUT_MS)) });
}

const HOLD_SCRIPT = `(() => {
  const set = window.setTimeout, clear = window.clearTimeout, held = new Map();
  let next = -1;
  window.setTimeout = function (handler, ms, ...args) {
    if (ms !== DEADLINE || typeof handler !== 'function') return set(handler, ms, ...args);
    // ids no real timer has; the deadline still runs at its time unless it is passed first or cleared by its answer
    const id = (next -= 1);
    const url = args[0] instanceof Request ? new URL(args[0].url).pathname : '';
    const run = () => held.delete(id) && (clear(timer.real), handler(...args));
    const timer = { url, run, real: set(run, ms) };
    held.set(id, timer);
    return id;
  };
  window.clearTimeout = function (id) {
    const timer = held.get(id);
    if (!timer) return clear(id);
    clear(timer.real);
    held.delete(id);
  };
  window.__faultDeadlines = {
    pass(pattern) {
      const whose = new RegExp(pattern);
      // a call the page preloaded is left to its real deadline: passed early, the start-up's (account.getInfo,
      // metadata.getgeneralinfo) now and then left the page blank at the cell's checks, while the held preload stayed open
      const preloaded = [...document.querySelectorAll('link[rel="preload"][as="fetch"]')].some((link) => whose.test(new URL(link.href).pathname));
      if (preloaded) return 0;
      const due = [...held.values()].filter((timer) => whose.test(timer.url));
      for (const timer of due) timer.run();
      return due.length;
    },
  };
})();`;

/** Runs the pending deadlines of `operation`'s calls on every page of the context now (not a preloaded call's); how many ran. */
export async function passDeadlines(context: BrowserContext, operation: Operation): Promise<number> {
  const pattern = JSON.stringify(pathPattern(operation));
  const counts = await Promise.all(context.pages().map((page: Page) => page.evaluate(`window.__faultDeadlines ? window.__faultDeadlines.pass(${pattern}) : 0`).then(Number, () => 0)));
  return counts.reduce((a, b) => a + b, 0);
}
