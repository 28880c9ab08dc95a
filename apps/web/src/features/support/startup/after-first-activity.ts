import { CHAT_IDLE_FALLBACK_MS, CHAT_INIT_EVENTS } from '@casino/domain/policies';

/** The parts of `window` the trigger uses (a fake in tests). */
export interface ActivityHost {
  readonly document: { readonly readyState: string };
  addEventListener(type: string, listener: () => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: () => void, options?: EventListenerOptions): void;
  requestIdleCallback?(callback: () => void, options?: { timeout: number }): number;
  cancelIdleCallback?(handle: number): void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * The binding the support module reads its host from: the window in the app; in test containers an inert host,
 * so vendor start-up never arms listeners or timers on a test page that is torn down before they fire.
 */
export const ActivityHost = Symbol.for('ActivityHost');

/**
 * Runs `job` once, after the page has loaded, at the player's first activity (scroll, click, mouse move, key,
 * touch, focus) or when the browser is next idle (at most a second later): third-party scripts never compete with
 * the first paint, yet arrive without waiting for a click on pages nobody touches. Returns the cancel: the
 * listeners and the idle callback go, and `job` never runs if it has not yet.
 */
export function afterFirstActivity(host: ActivityHost, job: () => void): () => void {
  let done = false;
  let idle: number | undefined;
  let timer: unknown;
  const options: AddEventListenerOptions = { capture: true, passive: true };
  const disarm = () => {
    done = true;
    host.removeEventListener('load', arm);
    for (const type of CHAT_INIT_EVENTS) host.removeEventListener(type, fire, options);
  };
  const fire = () => {
    if (done) return;
    disarm();
    job();
  };
  function arm() {
    for (const type of CHAT_INIT_EVENTS) host.addEventListener(type, fire, options);
    if (host.requestIdleCallback) idle = host.requestIdleCallback(fire, { timeout: CHAT_IDLE_FALLBACK_MS });
    else timer = host.setTimeout(fire, CHAT_IDLE_FALLBACK_MS);
  }
  if (host.document.readyState === 'complete') arm();
  else host.addEventListener('load', arm, { once: true });
  return () => {
    disarm();
    if (idle !== undefined) host.cancelIdleCallback?.(idle);
    if (timer !== undefined) host.clearTimeout(timer);
    idle = timer = undefined;
  };
}
