import { warmIntl } from './warm-intl.ts';

/**
 * The locale data on its way in a worker (warm-intl.ts). Imported first by the entry module: modules evaluate in
 * import order, so the worker starts before React and the rest of the entry chunk evaluate, not after them.
 */
export const intlWarm: Promise<void> = warmIntl([document.documentElement.lang, navigator.language], () =>
  typeof Worker === 'function' ? new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { type: 'module' }) : undefined,
);
