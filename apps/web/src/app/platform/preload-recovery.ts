import { PAGE_RELOAD_GUARD_MS } from '@casino/domain';

export const RELOAD_STAMP_KEY = 'casino:preload-reload-at';

/**
 * After a deploy, a lazy chunk of the old build may be gone: Vite fires `vite:preloadError`. Reload the page
 * once to fetch the new build; a second failure within the 10-second page-reload guard (spec part 1 §9) is left
 * to the route's error boundary instead of looping.
 */
export function installPreloadRecovery(
  target: Pick<Window, 'addEventListener'> & { location: Pick<Location, 'reload'> } = window,
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  now: () => number = Date.now,
): void {
  target.addEventListener('vite:preloadError', (event: Event) => {
    const last = Number(storage.getItem(RELOAD_STAMP_KEY) ?? 0);
    if (now() - last < PAGE_RELOAD_GUARD_MS) return;
    event.preventDefault();
    storage.setItem(RELOAD_STAMP_KEY, String(now()));
    target.location.reload();
  });
}
