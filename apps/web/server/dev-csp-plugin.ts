import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { isBackendPath } from './backend.ts';
import { appPolicy, customCodeSources, vendorsFromEnv } from './csp.ts';
import { contentSecurityPolicy, partnerOrigin, type CspDirectives } from './security-headers.ts';

const TTL_MS = 60_000;
const CUSTOM_CODE_POSITIONS = ['head', 'bodyStart', 'bodyEnd'];

/**
 * The host's enabled custom code (the CMS tags every page runs), read from the backend as the production server
 * reads it (server/backend-reads.ts, through the adapters this config cannot load); none when it does not answer.
 */
async function customCode(backend: string, host: string): Promise<string[]> {
  try {
    const response = await fetch(`${backend}/content/seo?host=${encodeURIComponent(host)}`, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) return [];
    const body = (await response.json()) as { customCode?: unknown; data?: { customCode?: unknown } };
    const entries = body.customCode ?? body.data?.customCode;
    if (!Array.isArray(entries)) return [];
    return entries.flatMap((entry: { isEnabled?: unknown; position?: unknown; code?: unknown }) =>
      entry.isEnabled === true && typeof entry.position === 'string' && CUSTOM_CODE_POSITIONS.includes(entry.position) && typeof entry.code === 'string' && entry.code.trim() ? [entry.code] : [],
    );
  } catch {
    return [];
  }
}

export interface DevCspOptions {
  /** Where the backend (the sandbox) answers: its origin is the vendors' too, as in the browser suites. */
  readonly backend: string;
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/**
 * The production policy (server/csp.ts, with the host's custom code hashed as server/policy-source.ts does) for what
 * the development server needs besides: the hashes of the inline scripts Vite writes into each page (React's refresh
 * preamble), and the hot-reload websocket on the page's own host. No `unsafe-inline` or `unsafe-eval` for scripts,
 * so a hole that runs a script in development is refused there as it would be on the served build.
 */
function devDirectives(base: CspDirectives, options: { readonly host: string; readonly inlineHashes: readonly string[] }): CspDirectives {
  return {
    ...base,
    'script-src': [...(base['script-src'] ?? ["'self'"]), ...options.inlineHashes],
    'connect-src': [...(base['connect-src'] ?? ["'self'"]), `ws://${options.host}`],
  };
}

/**
 * `vite` (development) only: every response of ours carries the content security policy, as the production server's
 * do (server/server.ts); the backend's paths, passed through to it, carry its own. Pages served by Vite get the
 * hashes of exactly the inline scripts they hold, computed as the response ends.
 */
export function devCspPlugin({ backend, env = process.env }: DevCspOptions): Plugin {
  // the sandbox's stand-ins (chat, analytics, payment and game pages) live at its origin, as for the browser suites
  const vendors = vendorsFromEnv({ CSP_VENDOR_ORIGINS: new URL(backend).origin, ...env });
  const partners = (env.FORM_FRAME_ANCESTORS ?? '').split(/[\s,]+/).filter(Boolean).map(partnerOrigin);
  const cache = new Map<string, { at: number; policy: Promise<CspDirectives> }>();
  const policyFor = (host: string): Promise<CspDirectives> => {
    const known = cache.get(host);
    if (known && Date.now() - known.at < TTL_MS) return known.policy;
    const policy = customCode(backend, host.replace(/:\d+$/, '')).then((codes) => appPolicy(vendors, customCodeSources(codes)));
    cache.set(host, { at: Date.now(), policy });
    return policy;
  };
  return {
    name: 'casino:dev-csp',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
        const pathname = new URL(req.url ?? '/', 'http://dev').pathname;
        if (isBackendPath(pathname)) return next();
        const host = req.headers.host ?? 'localhost';
        // the embedded forms may be framed by the partners, and by a page of the development server itself
        const formFrameAncestors = [`http://${host}`, ...partners];
        policyFor(host).then((base) => {
          const header = (inlineHashes: readonly string[]) => contentSecurityPolicy(pathname, { formFrameAncestors, csp: devDirectives(base, { host, inlineHashes }) });
          // once: ending a response writes its head, which comes through writeHead below again without the body
          let applied = false;
          const apply = (body?: unknown) => {
            if (applied || res.headersSent || res.statusCode === 304) return;
            applied = true;
            const html = /text\/html/.test(String(res.getHeader('content-type') ?? '')) && body != null ? String(body) : '';
            res.setHeader('Content-Security-Policy', header(html ? customCodeSources([html]).hashes : []));
          };
          const { end, writeHead } = res;
          res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
            apply();
            return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
          } as typeof res.writeHead;
          res.end = function (this: ServerResponse, ...args: unknown[]) {
            apply(typeof args[0] === 'function' ? undefined : args[0]);
            return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
          } as typeof res.end;
          next();
        }, next);
      });
    },
  };
}
