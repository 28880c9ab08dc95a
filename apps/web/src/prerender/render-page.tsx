/**
 * The prerender's renderer (built with `vite build --ssr`, run by scripts/prerender.ts): one public page of one
 * locale rendered to HTML in Node, from the same composition root, stores, router and screens as the browser, with
 * the answers it was rendered from recorded as the page's payload. See ARCHITECTURE.md, "Prerendered pages".
 */
import 'reflect-metadata/lite';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createHead, renderSSRHead } from '@unhead/react/server';
import { JSDOM } from 'jsdom';
import { enableStaticRendering } from 'mobx-react-lite';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { startApp } from '../app/bootstrap.ts';
import { createAppContainer } from '../app/di/container.ts';
import { featureModules } from '../app/di/feature-modules.ts';
import { loadShell } from '../app/layouts/load-shell.tsx';
import { createAppRoutes } from '../app/router/create-router.tsx';
import { preloadScreen } from '../app/router/routes.tsx';
import { ContainerProvider } from '../shared/di/react.tsx';
import { PreloadProvider, PreloadScope } from '../shared/di/preload.tsx';
import { LocaleStore } from '../shared/stores/locale.store.ts';
import { SessionStore } from '../shared/stores/session.store.ts';
import { ThemeStore } from '../shared/stores/theme.store.ts';
import { ServerHead } from '../features/seo/head/server-head.tsx';
import { popupToServe } from '../features/campaign-popups/served/served-popup.ts';
import { shouldOpenCampaignPopup } from '@casino/domain/policies';
import { ServedCampaignPopup, type ServedCampaignPopupProps } from '../features/campaign-popups/served/ServedCampaignPopup.tsx';
import { ApiCampaignPopups, ApiClientToken, type ApiClient } from '@casino/adapters';
import { ScreenSeoStore } from '../features/seo/screen-seo.store.ts';
import { sanitizeIn } from '../shared/safe-html/sanitize.ts';
import { recordingFetch, type PagePayload } from './payload.ts';
import { asVisitor } from './visitor-fetch.ts';

enableStaticRendering(true);

const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*/messages.po');

export interface RenderInput {
  /** The page's address, with its locale prefix. */
  readonly path: string;
  /** Where the backend answers (the sandbox by default). */
  readonly apiOrigin: string;
  /** The origin written into the page's links (canonical, alternates); the server puts the real one in. */
  readonly publicOrigin: string;
  /** The host whose SEO settings and custom code the page gets. */
  readonly host: string;
  readonly version: string;
  /**
   * A signed-in visitor's cookies (server/rendered-pages.ts renders the player pages with them): every call of the
   * render carries them to the backend, the page is that player's, and so is its payload. Absent for a guest's page.
   */
  readonly cookie?: string;
  /**
   * Draw the campaign popup the visitor would be offered on this page into it, for the page's script to show
   * (features/campaign-popups/served): the prerendered public pages, and a player's pages rendered for them.
   */
  readonly servePopup?: boolean;
}

export interface RenderedPage {
  /** 200, or what the router or the screen ended on (a redirect or a 404 is not prerendered). */
  readonly status: number;
  readonly html: string;
  readonly head: { readonly tags: string; readonly htmlAttrs: string };
  readonly lang: string;
  readonly dir: string;
  readonly payload: PagePayload;
  /** The backend calls that got no answer (unreachable, or a server error) while rendering: such a page is not kept. */
  readonly unanswered: readonly string[];
  /** The campaign popup drawn for the page (`servePopup`), as markup for the end of its body; none where none opens. */
  readonly servedPopup?: string;
}

/** At most this many rounds of "render, wait for the loads it started": screens load in one or two. */
const MAX_ROUNDS = 4;

let sanitizing = '';

export async function renderPage(input: RenderInput): Promise<RenderedPage> {
  // CMS markup is sanitised as in the browser, in a window of jsdom's at the site's origin (links to it stay ours)
  if (sanitizing !== input.publicOrigin) sanitizeIn(new JSDOM('', { url: (sanitizing = input.publicOrigin) }).window as unknown as Window);
  const recorder = recordingFetch(input.cookie ? asVisitor(input.apiOrigin, input.cookie) : fetch, { personal: !!input.cookie });
  const i18n = setupI18n();
  const container = createAppContainer({
    api: { baseUrl: input.apiOrigin, fetch: recorder.fetch, version: input.version },
    catalogLoader: async (locale) => (await catalogs[`../locales/${locale}/messages.po`]?.())?.messages ?? {},
    i18n,
    userAgent: 'prerender',
    pageOrigin: { origin: input.publicOrigin, host: input.host },
  });
  await startApp(container, { path: input.path, browserLanguages: [], preloadRoute: preloadScreen, features: Promise.resolve(featureModules()), contributions: false });
  const layouts = await loadShell();
  const router = createMemoryRouter(createAppRoutes(container, layouts, { origin: input.publicOrigin, assign: () => undefined, hash: () => '' }), { initialEntries: [input.path] });
  await new Promise<void>((done) => (router.state.initialized ? done() : router.subscribe((state) => state.initialized && done())));
  const status = routeStatus(router.state);
  const scope = new PreloadScope();
  const head = createHead();
  const tree = (
    <StrictMode>
      <ContainerProvider container={container}>
        <PreloadProvider scope={scope}>
          <ServerHead value={head}>
            <I18nProvider i18n={i18n}>
              <RouterProvider router={router} />
            </I18nProvider>
          </ServerHead>
        </PreloadProvider>
      </ContainerProvider>
    </StrictMode>
  );
  // prerender waits for everything that suspends (lazy chunks, the screens' first loads); loads started by a
  // component that rendered before another's load finished are picked up by one more round
  const screenSeo = container.get(ScreenSeoStore);
  const seoBefore = () => JSON.stringify(screenSeo.entry);
  let seo = seoBefore();
  let html = await toHtml(tree);
  // again while loads were still starting, or while the screen named what it shows after the head had rendered
  for (let round = 1; round < MAX_ROUNDS && ((await scope.settled()) > 0 || seo !== seoBefore()); round += 1) {
    seo = seoBefore();
    html = await toHtml(tree);
  }
  const rendered = await renderSSRHead(head);
  const locale = container.get(LocaleStore);
  const theme = container.get(ThemeStore).theme;
  const servedPopup = input.servePopup && status === 200 ? await renderServedPopup(container.get<ApiClient>(ApiClientToken), locale.barePath(input.path), container.get(SessionStore), { theme, dir: locale.dir, lang: locale.current }, i18n) : undefined;
  return {
    // a screen that found nothing to show (an unknown game) is a 404 too, though its route matched
    status: status === 200 && screenSeo.entry.notFound ? 404 : status,
    html,
    head: { tags: rendered.headTags, htmlAttrs: rendered.htmlAttrs },
    lang: locale.current,
    dir: locale.dir,
    payload: { version: 1, path: input.path, locale: locale.current, theme, viewer: input.cookie ? 'player' : 'guest', answers: recorder.answers() },
    unanswered: recorder.unanswered(),
    ...(servedPopup === undefined ? {} : { servedPopup }),
  };
}

/**
 * The visitor's campaign popup for the page (a guest's on a prerendered page, the player's on theirs), drawn as the
 * app draws it. Its answer goes into the payload, so the app's
 * own first call for the popups is answered from it, as the page's other first calls are.
 */
async function renderServedPopup(api: ApiClient, barePath: string, viewer: { readonly authenticated: boolean }, page: Omit<ServedCampaignPopupProps, 'popup'>, i18n: I18n): Promise<string | undefined> {
  if (!shouldOpenCampaignPopup(barePath)) return undefined;
  const popups = await new ApiCampaignPopups(api).get();
  const popup = popups.ok ? popupToServe(popups.value, barePath, viewer) : undefined;
  if (!popup) return undefined;
  return toHtml(
    <I18nProvider i18n={i18n}>
      <ServedCampaignPopup popup={popup} {...page} />
    </I18nProvider>,
  );
}

function routeStatus(state: ReturnType<typeof createMemoryRouter>['state']): number {
  const error = Object.values(state.errors ?? {})[0] as { status?: number } | undefined;
  if (error) return error.status ?? 500;
  return state.matches.some((match) => match.route.id === 'not-found') ? 404 : 200;
}

async function toHtml(tree: React.ReactNode): Promise<string> {
  const errors: unknown[] = [];
  // Every boundary inline, however large: a larger one would be revealed by an inline script, which the content
  // security policy refuses. For the same reason an error inside a boundary (left for the browser to render) fails.
  const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) });
  if (errors.length) throw new AggregateError(errors, `the page did not render: ${errors.map(String).join('; ')}`);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
