import { parsePayload, payloadFetch, type PagePayload } from './payload.ts';

/** The address of a page's payload (`{page}/_payload.json`), as server/prerender/page-html.ts writes it. */
const payloadAddress = (pathname: string): string => `${pathname.replace(/\/$/, '')}/_payload.json`;

/**
 * A prerendered page's payload, fetched (the page's head preloads it) when `#root` carries the prerender's mark;
 * undefined for any other page, or when it cannot be read (the app then renders as it always does).
 */
export function loadPayload(root: HTMLElement, pathname: string): Promise<PagePayload | undefined> {
  if (!root.hasAttribute('data-prerendered')) return Promise.resolve(undefined);
  return fetch(payloadAddress(pathname))
    .then((answer) => (answer.ok ? answer.json() : undefined))
    .then(parsePayload, () => undefined);
}

/**
 * The app's fetch: while a payload may still come, each call waits for it and takes its answer if it has one, until
 * `retire()` (the first navigation of a hydrated page, or at once when the page is not hydrated).
 */
export function fetchWithPayload(payload: Promise<PagePayload | undefined>): { fetch: typeof fetch; retire: () => void } {
  let retired = false;
  const answering = payload.then((loaded) => (loaded ? payloadFetch(loaded, (input, init) => fetch(input, init)) : undefined));
  return {
    fetch: async (input, init) => {
      const source = retired ? undefined : await answering;
      return (source?.fetch ?? fetch)(input, init);
    },
    retire: () => {
      retired = true;
      void answering.then((source) => source?.retire());
    },
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
 * Whether the app's first render will be the prerendered one: a guest's page, in the locale and theme it was
 * rendered in, at its own address. Anything else (a player, a light theme, another language) renders anew over it.
 */
export const canHydrate = (check: HydrationCheck): check is HydrationCheck & { payload: PagePayload } =>
  !!check.payload && !check.authenticated && !check.moved && check.payload.locale === check.locale && check.payload.theme === check.theme;
