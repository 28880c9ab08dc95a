/*
 * The first script of a prerendered page that carries a campaign popup (ServedCampaignPopup.tsx). It shows the
 * popup to a guest who has not seen it, as the page is parsed, before the app has started: the app comes seconds
 * later on a phone, and a popup it opened then was the page's last and largest paint (its LCP). It closes the popup
 * on its close button, Escape, a press outside it or a "close" button of the campaign's; a press on another of the
 * campaign's buttons (sign up, deposit) it holds for the app, which does what the button says once it starts. Once
 * the app runs, the app's own dialog takes the popup's place.
 *
 * It imports nothing, so that it stays one small file of its own: what it shares with the app (storage keys, the
 * promotion pause's rule) is written here again, and `reveal-served-popup.test.ts` checks both say the same.
 */

export const SERVED_POPUP_ATTRIBUTE = 'data-static-dialog';
const CLOSE_ATTRIBUTE = 'data-static-dialog-close';
/** served-popup.ts: a campaign button's place, its action, and the place of the one pressed before the app started. */
const BUTTON_ATTRIBUTE = 'data-served-button';
const ACTION_ATTRIBUTE = 'data-served-action';
const PRESS_ATTRIBUTE = 'data-pressed';
/** campaign-popups.service.ts: the popups already shown in this browser. */
const SEEN_KEY = 'campaign_popups_seen';
/** promotion.store.ts: a break, cooling-off or limit holds promotion back in this browser. */
const PAUSE_KEY = 'promotion_pause';
/** session.store.ts: kept while a player is signed in (the session cookie itself is out of a script's reach). */
const SIGNED_IN_KEY = 'balances';
/** promotion.store.ts: a player deposited in this session, so no deposit campaign for now. */
const DEPOSITED_KEY = 'deposited_this_session';
/** theme.store.ts: a guest who chose the other theme gets the page drawn anew by the app, and its popup with it. */
const THEME_COOKIE = 'theme';

function read(storage: Storage | undefined, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw == null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * The domain's `isPauseActive(parsePromotionPause(value), now)`, but for a stored pause the app would not read (an
 * unknown reason): that holds the popup back here too, and the app, which shows it then, decides.
 */
export function pauseHolds(value: unknown, now: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { until } = value as { until?: unknown };
  return until === null || (typeof until === 'number' && until > now);
}

function cookie(doc: Document, name: string): string | undefined {
  return doc.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/**
 * Whether the served popup may show to this visitor now, by what the app would ask of this browser. The page says
 * the popup's audience (`data-audience`) and whether it offers a deposit (`data-deposit`): a guests' popup stays
 * out for a browser a player is signed in on (a guest's page a cache kept), a deposit campaign after a deposit.
 */
function mayShow(doc: Document, storage: Storage | undefined, popup: HTMLElement, sysname: string, now: number): boolean {
  const seen = read(storage, SEEN_KEY);
  const theme = cookie(doc, THEME_COOKIE);
  return (
    !doc.location.hash.includes('popup-preview') &&
    !(Array.isArray(seen) && seen.includes(sysname)) &&
    !pauseHolds(read(storage, PAUSE_KEY), now) &&
    !(popup.dataset.audience === 'guest' && read(storage, SIGNED_IN_KEY) !== undefined) &&
    !(popup.dataset.deposit !== undefined && read(storage, DEPOSITED_KEY) !== undefined) &&
    (theme === undefined || theme === popup.dataset.theme)
  );
}

/** Shows the page's served popup if it may show (and marks it seen, as the app does), or takes it out of the page. */
export function revealServedPopup(doc: Document, storage: Storage | undefined, now: number): void {
  const popup = doc.querySelector<HTMLElement>(`[${SERVED_POPUP_ATTRIBUTE}]`);
  const sysname = popup?.getAttribute(SERVED_POPUP_ATTRIBUTE);
  if (!popup || !sysname) return;
  if (!mayShow(doc, storage, popup, sysname, now)) return popup.remove();
  const seen = read(storage, SEEN_KEY);
  try {
    storage?.setItem(SEEN_KEY, JSON.stringify([...(Array.isArray(seen) ? seen : []), sysname]));
  } catch {
    // storage refused (a private window): the popup shows again next time, as the app's would
  }
  const close = () => {
    popup.remove();
    doc.removeEventListener('keydown', onKey);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && popup.isConnected) close();
  };
  doc.addEventListener('keydown', onKey);
  popup.querySelector(`[${CLOSE_ATTRIBUTE}]`)?.addEventListener('click', close);
  popup.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest(`[${BUTTON_ATTRIBUTE}]`) : null;
    if (!button) return;
    if (button.getAttribute(ACTION_ATTRIBUTE) === 'close') return close();
    // the app does it when it starts (campaign-popups.service.ts); the last press counts, and shows as waiting
    popup.setAttribute(PRESS_ATTRIBUTE, button.getAttribute(BUTTON_ATTRIBUTE) ?? '');
    popup.querySelectorAll('[data-pending]').forEach((other) => other.removeAttribute('data-pending'));
    button.setAttribute('data-pending', 'true');
  });
  // a press on the backdrop around the box, as the app's popups close
  const overlay = popup.firstElementChild;
  overlay?.addEventListener('click', (event) => event.target === overlay && close());
  popup.hidden = false;
  // its image is lazy so that a visitor who never sees the popup never loads it; shown, it is asked for now rather
  // than when the browser's lazy loading next looks (the picture is often the page's largest paint)
  popup.querySelectorAll('img').forEach((image) => (image.loading = 'eager'));
  popup.querySelector<HTMLElement>('[role="dialog"]')?.focus();
}

/** As the browser runs it: once the page is parsed (the popup is at its end), before the app's deferred scripts. */
export function revealWhenParsed(doc: Document = document): void {
  const storage = (() => {
    try {
      return globalThis.localStorage;
    } catch {
      return undefined;
    }
  })();
  const run = () => revealServedPopup(doc, storage, Date.now());
  if (doc.readyState !== 'loading') return run();
  doc.addEventListener('readystatechange', run, { once: true });
}
