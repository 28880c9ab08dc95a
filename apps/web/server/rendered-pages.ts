import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ORIGIN_PLACEHOLDER, pageHtml } from './prerender/page-html.ts';
import { servedPopupScript } from './prerender/served-popup-script.ts';
import { loadStylesheets, pageStyles } from './prerender/page-styles.ts';

type RenderPage = typeof import('../src/prerender/render-page.tsx').renderPage;

/**
 * The pages rendered when a visitor asks for them rather than at build time: a game's page (`/game/{sysname}`, with or
 * without a locale prefix). There is one per game, thousands, each a landing page of its own for search engines and
 * shared links, and the list changes without a build.
 */
const ON_REQUEST = /^(?:\/[a-z]{2}(?:-[a-zA-Z]{2,4})?)?\/game\/[^/]+$/;
export const isRenderedOnRequest = (pathname: string): boolean => ON_REQUEST.test(pathname);

/**
 * The pages rendered for a signed-in player who asks for them, with their own session: the screens whose first load
 * runs in render (`usePreloadedViewModel`), so the HTML carries what they show. Any other player page would arrive as
 * the frame and skeletons the app draws by itself anyway, at the cost of a render.
 */
const PLAYER_PAGES = /^(?:\/[a-z]{2}(?:-[a-zA-Z]{2,4})?)?\/(?:cashier\/(?:deposit|withdraw)|profile\/(?:bonuses|settings)|loyalty\/shop)$/;
export const isPlayerPage = (pathname: string): boolean => PLAYER_PAGES.test(pathname);

/** The contract's session cookie (`sid`, openapi/casino-api.yaml): a request without it is a guest's. */
const SESSION = /(?:^|;\s*)sid=[^;\s]/;
export const hasSession = (cookie: string | undefined): cookie is string => !!cookie && SESSION.test(cookie);

/** A page and its payload from one render, both with the origin placeholder the server replaces. */
interface RenderedPage {
  readonly html: string;
  readonly payload: string;
}

export interface RequestRendererOptions {
  /** The built app (`dist`); its renderer is `dist-ssr/render-page.js` beside it. */
  readonly root: string;
  /** Where the backend answers the render's calls. */
  readonly backend: string;
  readonly version?: string;
  /** How long a rendered page is served again before it is rendered anew. */
  readonly ttlMs?: number;
  /** How many pages are kept; the least recently rendered go first. */
  readonly maxPages?: number;
  /** How long a visitor waits for a page still rendering before getting the app's own index.html instead. */
  readonly waitMs?: number;
  /** The renderer (the built one by default; none when the build has no `dist-ssr`). */
  readonly load?: () => Promise<RenderPage | undefined>;
  readonly now?: () => number;
  /**
   * Pages rendered once at start and thrown away. The renderer's first renders run cold code, a second or more each,
   * longer than a visitor waits (`waitMs`): without this, the first visitors of a freshly started server get the app's
   * index.html instead of the page.
   */
  readonly warmUp?: readonly string[];
  /**
   * Loading and warming wait for this (the start's wait for the backend, server/main.ts): renders made before the
   * backend listens fail or show defaults, and teach the renderer nothing.
   */
  readonly after?: Promise<unknown>;
  /**
   * How many players' pages may render at once. Each is rendered for one request and kept nowhere, so a crowd of them
   * must not queue behind each other: past this, a player gets the app's index.html at once.
   */
  readonly maxPlayerRenders?: number;
}

/**
 * Where the renderer is: still loading or warming up, `warm` (pages render in time), `none` (the build has no renderer:
 * the app renders every page itself), or `failed` (it could not be loaded: a broken deploy).
 */
export type RendererState = 'warming' | 'warm' | 'none' | 'failed';

export interface RequestRenderer {
  /**
   * The page at `pathname` for `host`, rendered as a guest sees it, or undefined: not rendered in time (the render
   * goes on and the next visitor gets it), or not a page to serve (a 404, a redirect, a backend that failed).
   */
  page(pathname: string, host: string): Promise<RenderedPage | undefined>;
  /**
   * A signed-in player's page (`isPlayerPage`) rendered with their cookies, its payload inside it, for them alone and
   * never kept; undefined as for `page`, and when the session turned out to be a guest's (the route redirected).
   */
  playerPage?(pathname: string, host: string, cookie: string): Promise<string | undefined>;
  /** For `/readyz` (health.ts); a renderer without it counts as warm. */
  state?(): RendererState;
}

/** The policy allows no inline script: a page that needed one would not work as served. */
const INLINE_SCRIPT = /<script(?![^>]*type="application\/ld\+json")/;

const builtRenderer = (root: string) => async (): Promise<RenderPage | undefined> => {
  const file = resolve(root, '../dist-ssr/render-page.js');
  if (!existsSync(file)) return undefined;
  return ((await import(pathToFileURL(file).href)) as { renderPage: RenderPage }).renderPage;
};

/**
 * Renders that warm the request renderer: a game that does not exist still runs the app's start, the game page's
 * lookup and the not-found page; twice, because the second cold render is still slow.
 */
export const WARM_UP_PATHS = ['/game/warm-up', '/game/warm-up'] as const;

/**
 * Renders pages on request with the prerender's renderer (src/prerender/render-page.tsx) and keeps them a while, so
 * that a game's page reaches the browser with its title, art and head like a prerendered one, and hydrates from its
 * payload. One render per page at a time; a page that failed to render is tried again on the next request.
 */
export function createRequestRenderer(options: RequestRendererOptions): RequestRenderer & Required<Pick<RequestRenderer, 'playerPage'>> & { readonly warmed: Promise<void>; state(): RendererState } {
  const ttl = options.ttlMs ?? 5 * 60_000;
  const maxPages = options.maxPages ?? 500;
  const waitMs = options.waitMs ?? 1_500;
  const now = options.now ?? Date.now;
  const load = options.load ?? builtRenderer(options.root);

  let state: RendererState = 'warming';
  let parts: Promise<{ render: RenderPage; template: string; sheets: Awaited<ReturnType<typeof loadStylesheets>>; popupScript?: string } | undefined> | undefined;
  const setup = () =>
    (parts ??= (async () => {
      await options.after?.catch(() => undefined);
      const render = await load();
      if (!render) return undefined;
      const [template, sheets] = await Promise.all([readFile(join(options.root, 'index.html'), 'utf8'), loadStylesheets(options.root)]);
      // a player's page carries their campaign popup only with its script (a build without it: the app opens it)
      const popupScript = await servedPopupScript(options.root).catch((error: unknown) => void console.error('[web] player pages carry no campaign popup:', error));
      return { render, template, sheets, ...(popupScript ? { popupScript } : {}) };
    })().catch((error: unknown) => {
      console.error('[web] pages are not rendered on request:', error);
      state = 'failed';
      return undefined;
    }));

  async function render(path: string, host: string, cookie?: string): Promise<RenderedPage | undefined> {
    const ready = await setup();
    if (!ready) return undefined;
    // a player's page carries the campaign popup the player would be offered on it (features/campaign-popups/served)
    const servePopup = Boolean(cookie && ready.popupScript);
    const page = await ready.render({ path, apiOrigin: options.backend, publicOrigin: ORIGIN_PLACEHOLDER, host, version: options.version || '0.1.0', cookie, servePopup });
    // a page rendered while the backend failed some of its calls shows failure states or defaults: it is not kept
    // (the visitor gets the app, which loads for itself) and the next request renders it anew
    if (page.status !== 200 || page.unanswered.length > 0 || INLINE_SCRIPT.test(page.html)) return undefined;
    const payload = JSON.stringify(page.payload);
    const servedPopup = page.servedPopup !== undefined && ready.popupScript ? { html: page.servedPopup, script: ready.popupScript } : undefined;
    const styles = pageStyles(page.html + (servedPopup?.html ?? ''), ready.sheets);
    const html = pageHtml(ready.template, { path, html: page.html, headTags: page.head.tags, styles, lang: page.lang, dir: page.dir, payload: cookie ? payload : undefined, ...(servedPopup ? { servedPopup } : {}) });
    return { html, payload };
  }
  function inTime<T>(work: Promise<T | undefined>): Promise<T | undefined> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<undefined>((done) => (timer = setTimeout(done, waitMs, undefined)));
    return Promise.race([work, late]).finally(() => clearTimeout(timer));
  }
  const maxPlayerRenders = options.maxPlayerRenders ?? 4;
  let playerRenders = 0;

  // the renderer (the whole app and jsdom) takes seconds to load, and its first renders are slow: not while the first
  // visitor waits
  const warmed = setup().then(async (ready) => {
    for (const path of ready ? (options.warmUp ?? []) : []) await render(path, 'localhost').catch(() => undefined);
    if (state === 'warming') state = ready ? 'warm' : 'none';
  });
  const pages = new Map<string, { readonly at: number; readonly page: Promise<RenderedPage | undefined> }>();
  return {
    /** Settles once the renderer is loaded and the warm-up renders are done (or failed: they are extras). */
    warmed,
    state: () => state,
    page(pathname, host) {
      const key = `${host} ${pathname}`;
      let entry = pages.get(key);
      if (!entry || now() - entry.at > ttl) {
        const made = { at: now(), page: render(pathname, host).catch(() => undefined) };
        pages.delete(key);
        pages.set(key, made);
        if (pages.size > maxPages) pages.delete(pages.keys().next().value!);
        // a page that did not render is not kept: the next request tries again
        void made.page.then((page) => {
          if (!page && pages.get(key) === made) pages.delete(key);
        });
        entry = made;
      }
      return inTime(entry.page);
    },
    async playerPage(pathname, host, cookie) {
      // not while the renderer warms up (a cold render takes longer than a player waits), nor past the limit
      if (state !== 'warm' || playerRenders >= maxPlayerRenders) return undefined;
      playerRenders += 1;
      const rendering = render(pathname, host, cookie).catch(() => undefined);
      void rendering.finally(() => (playerRenders -= 1));
      return (await inTime(rendering))?.html;
    },
  };
}
