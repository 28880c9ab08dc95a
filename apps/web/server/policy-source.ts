import { backendReads } from './backend-reads.ts';
import { appPolicy, customCodeSources, type CspVendors } from './csp.ts';
import type { CspDirectives } from './security-headers.ts';

const TTL_MS = 60_000;

/**
 * The policy per host: the configured vendors plus what the host's custom code needs, re-read at most once a
 * minute. While the backend cannot answer, the custom code is left out (its scripts are then refused, the rest of
 * the site works) and the next request asks again.
 */
export function policySource(vendors: CspVendors, backend: string): (host: string) => Promise<CspDirectives> {
  const reads = backendReads(backend);
  const cache = new Map<string, { at: number; policy: Promise<CspDirectives> }>();
  return (host) => {
    const known = cache.get(host);
    if (known && Date.now() - known.at < TTL_MS) return known.policy;
    const policy = reads.customCode(host).then(
      (codes) => {
        if (!codes) cache.delete(host);
        return appPolicy(vendors, customCodeSources(codes ?? []));
      },
      () => {
        cache.delete(host);
        return appPolicy(vendors);
      },
    );
    cache.set(host, { at: Date.now(), policy });
    return policy;
  };
}
