import type { LocalStoragePort } from '@casino/domain/ports';
import { BrowserLocalStorage, webStorage } from '@casino/adapters';
import { createGuardedReload } from './page-reload-guard.ts';

export { RELOAD_STAMP_KEY } from './page-reload-guard.ts';

/**
 * After a deploy, a lazy chunk of the old build may be gone: Vite fires `vite:preloadError`. Reload the page
 * once to fetch the new build; a second failure within the 10-second page-reload guard is left to the route's
 * error boundary instead of looping. The stamp lives in session storage through the adapter that never throws:
 * this runs before anything else, and with storage blocked the app must still start (it then simply does not
 * remember the last reload).
 */
export function installPreloadRecovery(
  target: Pick<Window, 'addEventListener'> & { location: Pick<Location, 'reload'> } = window,
  // opened when a chunk fails, not as the page starts (a first touch of storage waits on the browser)
  storage: Pick<LocalStoragePort, 'get' | 'set'> = new BrowserLocalStorage(() => webStorage('sessionStorage')),
  now: () => number = Date.now,
): void {
  const reloadOnce = createGuardedReload(() => target.location.reload(), storage, now);
  target.addEventListener('vite:preloadError', (event: Event) => {
    if (reloadOnce()) event.preventDefault();
  });
}
