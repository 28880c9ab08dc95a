import type { Middleware } from 'openapi-fetch';

/**
 * Each copy of a request to its source. A copied request's signal follows the source's signal, but Node's fetch
 * holds that link only weakly: once openapi-fetch lets go of the source, garbage collection can cut the caller's
 * abort off from the request actually sent. The copy (held by openapi-fetch until the answer) keeps its source here.
 */
const sources = new WeakMap<Request, Request>();
const derive = (source: Request, copy: Request): Request => {
  sources.set(copy, source);
  return copy;
};

/**
 * A copy of `request` at another URL. A Request's URL cannot change, and `new Request(url, request)` would turn a
 * multipart body into a stream, which browsers upload only over HTTP/2; so the body is copied as bytes, which keeps
 * its content-type and boundary.
 */
async function withUrl(request: Request, url: URL): Promise<Request> {
  const { method, headers, credentials, mode, cache, redirect, referrer, referrerPolicy, integrity, keepalive, signal } = request;
  const body = request.body ? await request.arrayBuffer() : undefined;
  // a plain object first: Node's RequestInit type lacks some of the browser's fields (cache), which Node ignores
  const init = { method, headers, body, credentials, mode, cache, redirect, referrer, referrerPolicy, integrity, keepalive, signal };
  return derive(request, new Request(url, init as RequestInit));
}

/**
 * Adds parameters to the query of every call, read when the call starts (the locale can switch between calls).
 * Undefined values are left out, and so is any parameter the call sets itself.
 */
export function queryParams(read: () => Readonly<Record<string, string | undefined>>): Middleware {
  return {
    async onRequest({ request }) {
      const url = new URL(request.url);
      const added = Object.entries(read()).filter((entry): entry is [string, string] => entry[1] !== undefined && !url.searchParams.has(entry[0]));
      if (added.length === 0) return undefined;
      // the added parameters lead the query: the start-up calls are preloaded by the page under exactly that URL
      url.search = new URLSearchParams([...added, ...url.searchParams]).toString();
      return withUrl(request, url);
    },
  };
}

/**
 * A copy of `request` that aborts after `ms` with a `TimeoutError`, or when the request's own signal fires.
 * `clear()` ends the timer once an answer (or a failure) arrived.
 */
function withDeadline(request: Request, ms: number): { timed: Request; clear(): void } {
  // AbortSignal.any with AbortSignal.timeout is unreliable on Node 20, so the two are combined by hand
  const callerSignal = request.signal;
  const controller = new AbortController();
  // `new Request(request, init)` keeps the body's source as it is (a multipart body stays multipart)
  const timed = derive(request, new Request(request, { signal: controller.signal }));
  const forward = () => controller.abort(callerSignal.reason);
  if (callerSignal.aborted) forward();
  else callerSignal.addEventListener('abort', forward, { once: true });
  // The timer is handed `timed` so it holds the request until the deadline: the signals are linked weakly (see
  // `sources`), and a request nothing else holds (a fetch that is not doing real I/O) must still time out.
  const timer = setTimeout((_held: Request) => controller.abort(new DOMException(`No answer within ${ms} ms`, 'TimeoutError')), ms, timed);
  (timer as { unref?: () => void }).unref?.();
  return {
    timed,
    clear() {
      clearTimeout(timer);
      callerSignal.removeEventListener('abort', forward);
    },
  };
}

/**
 * Aborts every call that has no answer (status and headers) after `ms`, with a `TimeoutError`; the caller's own signal
 * still aborts it earlier with an `AbortError`. Add it last, so no later middleware replaces the timed request.
 */
export function timeout(ms: number): Middleware {
  const timers = new WeakMap<Request, () => void>();
  const settled = (request: Request) => {
    timers.get(request)?.();
    timers.delete(request);
  };
  return {
    onRequest({ request }) {
      const { timed, clear } = withDeadline(request, ms);
      timers.set(timed, clear);
      return timed;
    },
    onResponse({ request }) {
      settled(request);
    },
    onError({ request }) {
      settled(request);
    },
  };
}

/**
 * Adds headers to every call, read when the call starts. A header the call sets itself wins. Browsers silently drop
 * the ones they forbid scripts to set (cookie among them); Node sends them.
 */
export function extraHeaders(read: Record<string, string> | (() => Record<string, string>)): Middleware {
  return {
    onRequest({ request }) {
      const headers = typeof read === 'function' ? read() : read;
      for (const [name, value] of Object.entries(headers)) if (!request.headers.has(name)) request.headers.set(name, value);
      return undefined;
    },
  };
}
