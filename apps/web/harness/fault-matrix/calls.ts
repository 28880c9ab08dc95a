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
  const mine = (r: Request) => operationOf(operations, new URL(r.url()).pathname)?.id === op;
  const end = (e: Ended) => {
    ended.push(e);
    waiters.splice(0).forEach((w) => w());
  };
  // the whole context, so the windows the page opens count too (a social sign-in is the provider's page in a popup,
  // whose first request goes out before the popup's page object exists); the cell's context holds only its pages
  const onRequest = (r: Request) => {
    const id = operationOf(operations, new URL(r.url()).pathname)?.id;
    if (id) seen.add(id);
  };
  const onFinished = (r: Request) => void (mine(r) && r.response().then((res) => end({ status: res?.status() ?? 'failed' }), () => end({ status: 'failed' })));
  const onFailed = (r: Request) => void (mine(r) && end({ status: 'failed' }));
  const context = page.context();
  context.on('request', onRequest);
  context.on('requestfinished', onFinished);
  context.on('requestfailed', onFailed);

  const succeeded = (e: Ended) => typeof e.status === 'number' && e.status < 400;
  /**
   * Resolves with the first call ending after `from` ended calls (only a successful one with `want` 'ok', only one the
   * browser gave up on with 'failed'), or undefined after `withinMs`.
   */
  const next = (from: number, withinMs: number, want: 'any' | 'ok' | 'failed' = 'any') =>
    new Promise<Ended | undefined>((done) => {
      const match = () => ended.slice(from).find((e) => want === 'any' || (want === 'ok' ? succeeded(e) : e.status === 'failed'));
      const timer = setTimeout(() => done(match()), withinMs);
      const check = () => {
        const found = match();
        if (!found) return void waiters.push(check);
        clearTimeout(timer);
        done(found);
      };
      check();
    });

  return {
    seen,
    /** Stops watching (the context outlives the cell: the next kind runs in it). */
    stop: () => {
      context.off('request', onRequest);
      context.off('requestfinished', onFinished);
      context.off('requestfailed', onFailed);
    },
    /** How many calls of the operation have ended so far: a mark for `next`. */
    mark: () => ended.length,
    next,
  };
}
