import { WAIT_FOR_DEFAULTS } from '@casino/domain/policies';

/** The page a vendor script runs in: the window, with the vendor globals an adapter reads as plain properties. */
export type VendorWindow = Window & Record<string, unknown>;

const pending = new WeakMap<Document, Map<string, Promise<void>>>();

/**
 * Adds a vendor script once per address and resolves when it has run. A failed load is forgotten (and its tag
 * removed), so a later attempt fetches again.
 */
export function loadScript(doc: Document, src: string, attributes: Readonly<Record<string, string>> = {}): Promise<void> {
  let byDoc = pending.get(doc);
  if (!byDoc) pending.set(doc, (byDoc = new Map()));
  const known = byDoc.get(src);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      byDoc.delete(src);
      reject(new Error(`could not load ${src}`));
    });
    doc.head.append(script);
  });
  byDoc.set(src, loading);
  return loading;
}

/** Removes a script tag and forgets it, so the next `loadScript` runs the vendor again (a widget reload). */
export function unloadScript(doc: Document, src: string): void {
  pending.get(doc)?.delete(src);
  for (const script of doc.querySelectorAll<HTMLScriptElement>('script[src]')) if (script.getAttribute('src') === src) script.remove();
}

/**
 * Polls until `probe` returns something (vendors announce readiness in different ways, some not at all);
 * rejects after the timeout.
 */
export function waitFor<T>(probe: () => T | null | undefined | false, options: { timeoutMs?: number; pollMs?: number } = {}): Promise<T> {
  const { timeoutMs, pollMs } = { ...WAIT_FOR_DEFAULTS, ...options };
  return new Promise<T>((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      const value = probe();
      if (value) return resolve(value);
      if (Date.now() - started >= timeoutMs) return reject(new Error('timed out waiting for the vendor'));
      setTimeout(tick, pollMs);
    };
    tick();
  });
}

/**
 * Hides vendor elements we cannot hide through the vendor's API: one stylesheet rule keyed on an attribute of the
 * root element, so launchers the vendor adds later are hidden too.
 */
export function toggleBySelector(doc: Document, key: string, selector: string, visible: boolean): void {
  const styleId = `chat-hide-${key}`;
  if (!doc.getElementById(styleId)) {
    const style = doc.createElement('style');
    style.id = styleId;
    style.textContent = `html[data-chat-hidden="${key}"] :is(${selector}) { display: none !important; }`;
    doc.head.append(style);
  }
  if (visible) doc.documentElement.removeAttribute('data-chat-hidden');
  else doc.documentElement.setAttribute('data-chat-hidden', key);
}

/** How far above the viewport's bottom a floating chat frame sits on phones and small tablets (the bottom navigation). */
export const MOBILE_CHAT_OFFSET = '5rem';

/** The height a floating launcher takes on a phone: FreshChat's round button is 60 px, the others' no taller. */
export const MOBILE_LAUNCHER_SIZE = '4rem';

/**
 * A custom property on the root element: how far up from the screen's bottom a launcher reaches on a phone, for the
 * page to leave that much room at its end (apps/web's footer), so the last row of a page scrolled to its end is not
 * under the launcher. Unset where no launcher floats, and while the chat is hidden through `toggleBySelector`.
 */
export const CHAT_REACH_PROPERTY = '--chat-launcher-reach';

/**
 * On phones and small tablets (up to 767 px), a vendor's floating chat frame (`selector`) sits above the bottom
 * navigation, by a rule put in place before the vendor adds the frame (call it before loading its script). Moved
 * after it had appeared, the frame jumped up a moment later: a layout shift on every phone visit with the chat on.
 * `!important` wins over the position the vendor's own styles give it, inline ones included; the media query
 * follows the phone's rotation. The same rule tells the page how much room the launcher takes (CHAT_REACH_PROPERTY),
 * from the first frame too.
 */
export function liftOnPhones(doc: Document, key: string, selector: string): void {
  const styleId = `chat-lift-${key}`;
  if (doc.getElementById(styleId)) return;
  const style = doc.createElement('style');
  style.id = styleId;
  style.textContent =
    `@media (max-width: 767px) { :is(${selector}) { bottom: ${MOBILE_CHAT_OFFSET} !important; } ` +
    `html:not([data-chat-hidden="${key}"]) { ${CHAT_REACH_PROPERTY}: calc(${MOBILE_CHAT_OFFSET} + ${MOBILE_LAUNCHER_SIZE}); } }`;
  doc.head.append(style);
}
