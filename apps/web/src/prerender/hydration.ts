import { parsePayload, payloadFetch, type PagePayload } from './payload.ts';

/** The address of a page's payload (`{page}/_payload.json`), as server/prerender/page-html.ts writes it. */
const payloadAddress = (pathname: string): string => `${pathname.replace(/\/$/, '')}/_payload.json`;

/** Where a player's page carries its payload: inside the page, as data (server/prerender/page-html.ts). */
export const INLINE_PAYLOAD_ID = 'page-payload';

/**
 * A prerendered page's payload when `#root` carries the prerender's mark: read from the page when it is in it (a
 * player's page, rendered for them alone), else fetched (the page's head preloads it); undefined for any other page,
 * or when it cannot be read (the app then renders as it always does).
 */
export function loadPayload(root: HTMLElement, pathname: string): Promise<PagePayload | undefined> {
  if (!root.hasAttribute('data-prerendered')) return Promise.resolve(undefined);
  const inline = root.ownerDocument.getElementById(INLINE_PAYLOAD_ID);
  if (inline) {
    try {
      return Promise.resolve(parsePayload(JSON.parse(inline.textContent ?? '')));
    } catch {
      return Promise.resolve(undefined);
    }
  }
  return fetch(payloadAddress(pathname))
    .then((answer) => (answer.ok ? answer.json() : undefined))
    .then(parsePayload, () => undefined);
}

/**
 * The app's fetch: while a payload may still come, each call waits for it and takes its answer if it has one, until
 * `retire()` (the first navigation of a hydrated page, or at once when the page is not hydrated), or until a call that
 * changes something (a purchase): the answers are from before it, and the reads after it must see what it did.
 */
export function fetchWithPayload(payload: Promise<PagePayload | undefined>): { fetch: typeof fetch; retire: () => void } {
  let retired = false;
  const answering = payload.then((loaded) => (loaded ? payloadFetch(loaded, (input, init) => fetch(input, init)) : undefined));
  const retire = () => {
    retired = true;
    void answering.then((source) => source?.retire());
  };
  return {
    fetch: async (input, init) => {
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      if (method !== 'GET' && method !== 'HEAD') retire();
      const source = retired ? undefined : await answering;
      return (source?.fetch ?? fetch)(input, init);
    },
    retire,
  };
}

export interface HydrationCheck {
  readonly payload: PagePayload | undefined;
  readonly authenticated: boolean;
  readonly locale: string;
  readonly theme: string;
  /** Start-up moved to another address (another locale), or failed. */
  readonly moved: boolean;
}

/**
 * Whether the app's first render will be the prerendered one: the page of a visitor like this one (a guest's page for
 * a guest, a player's page for a signed-in player: the server rendered it with their own session), in the locale and
 * theme it was rendered in, at its own address. Anything else (a player on a guest's page, a session that ended since,
 * a light theme, another language) renders anew over it.
 */
export const canHydrate = (check: HydrationCheck): check is HydrationCheck & { payload: PagePayload } =>
  !!check.payload &&
  check.authenticated === (check.payload.viewer === 'player') &&
  !check.moved &&
  check.payload.locale === check.locale &&
  check.payload.theme === check.theme;
