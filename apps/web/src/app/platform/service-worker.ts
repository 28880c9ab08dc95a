import { BrowserLocalStorage, webStorage } from '@casino/adapters';
import { createGuardedReload } from './page-reload-guard.ts';

/** The part of `navigator.serviceWorker` the registration uses (tests hand in a fake). */
export interface WorkerContainer extends Pick<EventTarget, 'addEventListener'> {
  readonly controller: unknown;
  register(url: string, options: { scope: string; type?: 'classic' | 'module' }): Promise<{ update(): Promise<unknown> }>;
}

export const SERVICE_WORKER_URL = '/sw.js';
/** A tab left open for days still learns of a new build: the worker is checked again when the tab comes back, at most this often. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface ServiceWorkerOptions {
  readonly container: WorkerContainer;
  /** Reloads the page unless the page-reload guard says it just did (page-reload-guard.ts). */
  readonly reloadOnce: () => boolean;
  /** Where `visibilitychange` fires, and whether the tab is showing. */
  readonly page: Pick<Document, 'addEventListener' | 'visibilityState'>;
  readonly now: () => number;
  /** Registration waits for this (the load event), so the precache never competes with the first page. */
  readonly loaded?: Promise<unknown>;
}

/**
 * Registers the app's service worker (pwa.config.ts builds it). A new worker takes over as soon as it is installed;
 * when it replaces a worker that already controlled the page, the page reloads once, so the tab runs the build the
 * cache now holds. The very first worker takes over without a reload: the page came from the network anyway. A failed
 * registration only costs offline support: it is logged, the page goes on.
 */
export async function registerServiceWorker(options: ServiceWorkerOptions): Promise<void> {
  const { container, reloadOnce, page, now, loaded } = options;
  let controlled = Boolean(container.controller);
  container.addEventListener('controllerchange', () => {
    if (controlled) reloadOnce();
    controlled = true;
  });
  // listening from the start: a new worker can take over before the load event
  await loaded;
  try {
    const registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });
    let checkedAt = now();
    page.addEventListener('visibilitychange', () => {
      if (page.visibilityState !== 'visible' || now() - checkedAt < UPDATE_CHECK_INTERVAL_MS) return;
      checkedAt = now();
      registration.update().catch(() => undefined); // offline: the next check tries again
    });
  } catch (error) {
    console.warn('the service worker could not be registered', error);
  }
}

/** Production builds only (main.tsx). */
export function startServiceWorker(win: Window = window): void {
  if (!('serviceWorker' in win.navigator)) return;
  void registerServiceWorker({
    container: win.navigator.serviceWorker,
    reloadOnce: createGuardedReload(() => win.location.reload(), new BrowserLocalStorage(() => webStorage('sessionStorage'))),
    page: win.document,
    now: Date.now,
    loaded: win.document.readyState === 'complete' ? undefined : new Promise((resolve) => win.addEventListener('load', resolve, { once: true })),
  });
}
