import { PAGE_RELOAD_GUARD_MS } from '@casino/domain/policies';
import type { LocalStoragePort } from '@casino/domain/ports';

/** When the page last reloaded itself (session storage): shared by every automatic reload, so two causes cannot loop. */
export const RELOAD_STAMP_KEY = 'casino:preload-reload-at';

/**
 * Reloads the page unless it already reloaded itself within the 10-second page-reload guard; answers whether it
 * did. Every automatic reload (a missing chunk after a deploy, a new service worker taking over) goes through one
 * guard, so a build that keeps failing ends on an error page rather than in a reload loop.
 */
export function createGuardedReload(
  reload: () => void,
  storage: Pick<LocalStoragePort, 'get' | 'set'>,
  now: () => number = Date.now,
): () => boolean {
  return () => {
    const last = Number(storage.get<number>(RELOAD_STAMP_KEY) ?? 0);
    if (now() - last < PAGE_RELOAD_GUARD_MS) return false;
    storage.set(RELOAD_STAMP_KEY, now());
    reload();
    return true;
  };
}
