import type { Page, Request } from '@playwright/test';
import { operationOf, type Operation } from './contract.ts';

/** One call of the operation under test as the page made it: how it ended (a status, or a failed request). */
interface Ended {
  readonly status: number | 'failed';
}

/**
 * Watches a page's calls: every operation it makes (to catch a "never called" operation that is called after all) and
 * how each call of the operation under test ends.
 */
export function watchCalls(page: Page, operations: readonly Operation[], op: string) {
  const seen = new Set<string>();
  const ended: Ended[] = [];
  const waiters: Array<() => void> = [];
  let sent = 0;
  const sentWaiters: Array<() => void> = [];
  const mine = (r: Request) => operationOf(operations, new URL(r.url()).pathname)?.id === op;
  /** Everything else the pages are loading (scripts, other calls), by request. */
  const others = new Set<Request>();
  let othersChanged = Date.now();
  const end = (e: Ended) => {
    ended.push(e);
    waiters.splice(0).forEach((w) => w());
  };
  // the whole context, so the windows the page opens count too (a social sign-in is the provider's page in a popup,
  // whose first request goes out before the popup's page object exists); the cell's context holds only its pages
  const onRequest = (r: Request) => {
    if (!mine(r)) {
      others.add(r);
      othersChanged = Date.now();
    }
    const id = operationOf(operations, new URL(r.url()).pathname)?.id;
    if (id) seen.add(id);
    if (id === op) {
      sent += 1;
      sentWaiters.splice(0).forEach((w) => w());
    }
  };
  /** Other operations' calls that failed in the browser (aborted: by a client deadline, among others). */
  const othersFailed = new Set<Request>();
  const settle = (r: Request) => others.delete(r) && (othersChanged = Date.now());
  const onFinished = (r: Request) => void (settle(r), mine(r) && r.response().then((res) => end({ status: res?.status() ?? 'failed' }), () => end({ status: 'failed' })));
  const onFailed = (r: Request) => void (settle(r), mine(r) ? end({ status: 'failed' }) : othersFailed.add(r));
  const context = page.context();
  context.on('request', onRequest);
  context.on('requestfinished', onFinished);
  context.on('requestfailed', onFailed);

  /** Resolves with the first call (a successful one with `ok`) ending after `from` ended calls, or undefined after `withinMs`. */
  const next = (from: number, withinMs: number, ok = false) =>
    new Promise<Ended | undefined>((done) => {
      const match = () => ended.slice(from).find((e) => !ok || (typeof e.status === 'number' && e.status < 400));
      const timer = setTimeout(() => done(match()), withinMs);
      const check = () => {
        const found = match();
        if (!found) return void waiters.push(check);
        clearTimeout(timer);
        done(found);
      };
      check();
    });

  /** Resolves once the page has sent more than `count` calls of the operation (false after `withinMs`). */
  const sentMore = (count: number, withinMs: number) =>
    new Promise<boolean>((done) => {
      const timer = setTimeout(() => done(sent > count), withinMs);
      const check = () => (sent > count ? (clearTimeout(timer), done(true)) : void sentWaiters.push(check));
      check();
    });

  /** Resolves once nothing but the operation's own calls has been loading for 100 ms (or after `withinMs`). */
  const othersSettled = async (withinMs: number) => {
    const deadline = Date.now() + withinMs;
    while (Date.now() < deadline && (others.size > 0 || Date.now() - othersChanged < 100)) await new Promise((r) => setTimeout(r, 50));
    if (process.env.FAULTS_TRACE && others.size) console.log(`    still loading beside ${op}: ${[...others].map((r) => r.url()).join(', ')}`);
  };

  return {
    seen,
    othersSettled,
    /** The other operations' calls still loading now (a clock jump would fire their deadlines too). */
    othersInFlight: () => [...others].filter((r) => operationOf(operations, new URL(r.url()).pathname)),
    /** Whether a call of another operation failed in the browser. */
    failed: (r: Request) => othersFailed.has(r),
    /** Stops watching (the context outlives the cell: the next kind runs in it). */
    stop: () => {
      context.off('request', onRequest);
      context.off('requestfinished', onFinished);
      context.off('requestfailed', onFailed);
    },
    /** How many calls of the operation the page has sent so far: a mark for `sentMore`. */
    sent: () => sent,
    sentMore,
    /** How many calls of the operation have ended so far: a mark for `next`. */
    mark: () => ended.length,
    next,
  };
}
