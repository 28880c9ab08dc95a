/**
 * The browser's first use of `Intl` (number, date, locale or collation data) loads its locale data: 40–60 ms on a
 * desktop here and four times that on a phone, the largest single step of start-up. react-aria makes that first use
 * at its first render (it asks which locales the browser supports; patched to wait for the render, it asked as its
 * module evaluated: patches/react-aria@*.patch) and when its provider reads the direction of the locale, so a page
 * with the design system cannot avoid it.
 *
 * The locale data, once loaded, is shared by the whole page process, workers included: a dedicated worker that makes
 * those calls first leaves the page's own first calls under a millisecond (measured in Chromium: 32–42 ms on the
 * main thread without the worker, 0.1 ms after it). So start-up hands the cost to a worker, which runs beside the
 * page's scripts on another core, and waits for it only briefly. Where no worker can start (an old browser, a policy
 * that refuses it, a failed fetch), the page makes the calls itself in a task of its own, as it did before.
 */

/** The calls that load the locale data for these language tags; an invalid tag is skipped, never thrown. */
export function touchIntl(languages: readonly (string | undefined)[]): void {
  for (const tag of new Set(languages.filter((l): l is string => !!l))) {
    try {
      Intl.DateTimeFormat.supportedLocalesOf([tag]);
      new Intl.Locale(tag).maximize();
      new Intl.NumberFormat(tag).format(1);
      new Intl.DateTimeFormat(tag).format(0);
    } catch {
      /* an invalid tag: react-aria falls back to en-US, and so does the app */
    }
  }
}

/** The part of a dedicated worker this uses (a fake in tests). */
export interface IntlWarmupWorker {
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: readonly (string | undefined)[]): void;
  terminate(): void;
}

/** How long start-up waits for the worker before going on (its calls then simply finish meanwhile). */
const INTL_WARMUP_WAIT_MS = 500;

/**
 * Loads the locale data for `languages` in a worker. Resolves when the worker is done, after `waitMs` at the latest;
 * when no worker starts, after making the calls on this thread.
 */
export function warmIntl(languages: readonly (string | undefined)[], createWorker: () => IntlWarmupWorker | undefined, waitMs = INTL_WARMUP_WAIT_MS): Promise<void> {
  return new Promise<void>((resolve) => {
    // in a task of its own: the caller may be a module still evaluating
    const onThisThread = () =>
      setTimeout(() => {
        touchIntl(languages);
        resolve();
      }, 0);
    let worker: IntlWarmupWorker | undefined;
    try {
      worker = createWorker();
    } catch {
      worker = undefined;
    }
    if (!worker) {
      onThisThread();
      return;
    }
    const started = worker;
    const timer = setTimeout(resolve, waitMs);
    const finish = (fallback: boolean) => {
      clearTimeout(timer);
      started.terminate();
      if (fallback) onThisThread();
      else resolve();
    };
    started.onmessage = () => finish(false);
    started.onerror = () => finish(true);
    // eslint-disable-next-line no-restricted-syntax -- a dedicated worker of our own file; it takes no origin
    started.postMessage(languages);
  });
}
