import { postJson } from './web-vitals.adapter.ts';

/** A quiet second ends a burst of errors; nothing waits longer than thirty seconds to be sent. */
export const ERROR_REPORT_IDLE_MS = 1000;
export const ERROR_REPORT_FINAL_MS = 30_000;

interface ErrorHost {
  addEventListener(type: 'error' | 'unhandledrejection', listener: (event: Event) => void): void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const describe = (event: Event): { message: string; stack?: string } => {
  const error = event instanceof ErrorEvent ? (event.error ?? event.message) : (event as PromiseRejectionEvent).reason;
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  return { message: typeof error === 'string' ? error : 'unknown error' };
};

/**
 * Uncaught errors and rejections of this page, batched: sent a second after the last one, and at the latest thirty
 * seconds after the first unsent one, so a page that keeps failing still reports.
 */
export function reportErrors(url: string, page: string, host: ErrorHost = globalThis as unknown as ErrorHost, send: (url: string, body: unknown) => void = postJson): void {
  let batch: { message: string; stack?: string; at: number }[] = [];
  let idle: unknown = null;
  let final: unknown = null;
  const flush = () => {
    host.clearTimeout(idle);
    host.clearTimeout(final);
    idle = final = null;
    if (batch.length === 0) return;
    send(url, { type: 'errors', page, errors: batch });
    batch = [];
  };
  const collect = (event: Event) => {
    batch.push({ ...describe(event), at: Date.now() });
    host.clearTimeout(idle);
    idle = host.setTimeout(flush, ERROR_REPORT_IDLE_MS);
    final ??= host.setTimeout(flush, ERROR_REPORT_FINAL_MS);
  };
  host.addEventListener('error', collect);
  host.addEventListener('unhandledrejection', collect);
}
