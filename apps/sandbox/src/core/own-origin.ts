import type { IncomingMessage } from 'node:http';

/** `http://host:port` for a socket address; IPv4-mapped IPv6 addresses read as IPv4, other IPv6 ones in brackets. */
function socketOrigin(address: string, port: number): string {
  const host = address.startsWith('::ffff:') ? address.slice(7) : address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * The sandbox's own origin as this request reached it, for the addresses it hands out to browsers (the stand-in
 * vendor frames, which must not share the app's origin). That is the request's `Host` (with `X-Forwarded-Proto`'s
 * scheme), whatever port or proxy the sandbox sits behind. A request through the app's own proxy carries the app's
 * `Host` instead (the app and the sandbox share an origin only through that proxy), so then it is the address the
 * connection came in at: the sandbox itself, on whatever port it listens. Such a request is told by its host being
 * APP_ORIGIN's, or by the browser saying it sent it to the page's own origin (`Sec-Fetch-Site: same-origin`): the
 * sandbox is never the app's origin itself, so that host is an app's, whatever name or port the visitor used for it
 * (a production server on another port than APP_ORIGIN says, `127.0.0.1` where APP_ORIGIN says `localhost`).
 */
export function ownOrigin(req: IncomingMessage, appOrigin: string): string {
  const host = req.headers.host;
  const local = () => socketOrigin(req.socket.localAddress ?? '127.0.0.1', req.socket.localPort ?? 80);
  if (!host || req.headers['sec-fetch-site'] === 'same-origin') return local();
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]?.trim();
  const scheme = forwarded === 'https' || forwarded === 'http' ? forwarded : 'http';
  let origin: URL;
  try {
    origin = new URL(`${scheme}://${host}`);
  } catch {
    return local();
  }
  let app: string | null = null;
  try {
    app = new URL(appOrigin).host;
  } catch {
    // no usable app origin: nothing to tell apart
  }
  return origin.host === app ? local() : origin.origin;
}
