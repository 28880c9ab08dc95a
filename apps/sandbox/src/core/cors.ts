import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Request headers a front end on another origin may send beyond the ones browsers send without asking (a multipart
 * or urlencoded POST needs no preflight at all; a JSON one, refused with 415 anyway, or a header of the client's own
 * does).
 */
const ALLOWED_HEADERS = ['content-type', 'accept', 'accept-language', 'x-requested-with'] as const;

/** How long a browser may reuse a preflight's answer, in seconds. */
const PREFLIGHT_MAX_AGE = 600;

/**
 * `SANDBOX_CORS_ORIGINS` as origins (`scheme://host[:port]`, separated by commas or spaces). `*` is refused: the session
 * travels as a cookie, and a credentialed answer must name its origin, so every front end is listed on purpose.
 */
export function parseCorsOrigins(value: string | undefined): string[] {
  const entries = (value ?? '').split(/[\s,]+/).filter(Boolean);
  return entries.map((entry) => {
    if (entry === '*') throw new Error('SANDBOX_CORS_ORIGINS: "*" cannot carry the session cookie; list each origin (http://localhost:3000)');
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      // reported below
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username) {
      throw new Error(`SANDBOX_CORS_ORIGINS: ${entry} is not an origin (scheme://host[:port], no path)`);
    }
    return url.origin;
  });
}

/**
 * Cross-origin access for the origins the sandbox was started with. An allowed origin gets its own name back with
 * credentials allowed (the session is a cookie) on every answer, errors included, so its front end can read why a call
 * failed; its preflights are answered with the methods the path takes. Any other origin gets no CORS header, and its
 * preflight a 403: the browser then keeps the answer from the page. Without any origin configured nothing changes.
 * Answers a preflight itself and returns true; otherwise returns false and the request goes on.
 */
export function handleCors(req: IncomingMessage, res: ServerResponse, allowed: ReadonlySet<string>, methodsAt: (pathname: string) => string[]): boolean {
  if (allowed.size === 0) return false;
  // the answer depends on the Origin header: a cache between must not hand one origin's answer to another
  res.setHeader('vary', 'Origin');
  const origin = req.headers.origin;
  const permitted = origin !== undefined && allowed.has(origin);
  if (permitted) {
    res.setHeader('access-control-allow-origin', origin);
    res.setHeader('access-control-allow-credentials', 'true');
  }
  const preflight = req.method === 'OPTIONS' && origin !== undefined && req.headers['access-control-request-method'] !== undefined;
  if (!preflight) return false;
  if (!permitted) {
    res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end(`Origin ${origin} is not allowed (SANDBOX_CORS_ORIGINS)`);
    return true;
  }
  const methods = methodsAt(new URL(req.url ?? '/', 'http://sandbox.local').pathname);
  if (methods.length === 0) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Nothing here takes cross-origin calls');
    return true;
  }
  res.writeHead(204, {
    'access-control-allow-methods': methods.join(', '),
    'access-control-allow-headers': ALLOWED_HEADERS.join(', '),
    'access-control-max-age': String(PREFLIGHT_MAX_AGE),
  });
  res.end();
  return true;
}
