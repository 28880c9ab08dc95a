import { checkNavigation, type NavigationError, type NavigationTarget } from '@casino/domain/routing';
import type { Result } from '@casino/domain/shared';

/**
 * The browser's ways of sending the whole document (or a new window) to an address: the only module that calls
 * `location.assign`, `location.replace` or `window.open` (the lint rules refuse them anywhere else). Each address is
 * checked by `checkNavigation` first, and the browser gets what the check judged (its `url`), never the address as
 * it came: a leading no-break space that a trim would remove, say, stays in front of "javascript:" and makes it a
 * harmless path of ours. `external` says whether the caller may leave our origin (a payment page, a content rule
 * marked external); without it only paths on our origin pass.
 */
export interface NavigationOptions {
  readonly external: boolean;
}

/** The parts of a window these sinks use (the browser's `window`; tests pass a recording one). */
export interface NavigableWindow {
  readonly location: { readonly origin: string; assign(url: string): void; replace(url: string): void };
  open(url: string, target?: string, features?: string): unknown;
}

const browserWindow = (): NavigableWindow => globalThis as unknown as NavigableWindow;

/** Sends this document to `candidate` (`replace`: without a history entry); the check's refusal otherwise. */
export function navigateDocument(
  candidate: string,
  options: NavigationOptions & { readonly replace?: boolean },
  win: NavigableWindow = browserWindow(),
): Result<NavigationTarget, NavigationError> {
  const checked = checkNavigation(candidate, { origin: win.location.origin, external: options.external });
  if (!checked.ok) return checked;
  if (options.replace) win.location.replace(checked.value.url);
  else win.location.assign(checked.value.url);
  return checked;
}

/**
 * Opens `candidate` in another window (`window.open`): the window, or null when the browser blocked it or the check
 * refused the address (`refused` says which).
 */
export function openWindow<W = Window>(
  candidate: string,
  options: NavigationOptions & { readonly target: string; readonly features?: string },
  win: NavigableWindow = browserWindow(),
): { readonly opened: W | null; readonly refused?: NavigationError } {
  const checked = checkNavigation(candidate, { origin: win.location.origin, external: options.external });
  if (!checked.ok) return { opened: null, refused: checked.error };
  const opened = options.features === undefined ? win.open(checked.value.url, options.target) : win.open(checked.value.url, options.target, options.features);
  return { opened: (opened ?? null) as W | null };
}
