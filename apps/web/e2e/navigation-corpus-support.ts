import { readFileSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from '@playwright/test';

/** The navigation corpus's vectors and the watching, visiting and signing-in its spec replays them with (navigation-corpus.spec.ts). */
export const corpus = JSON.parse(readFileSync(new URL('../../../packages/domain/src/routing/navigation-corpus.json', import.meta.url), 'utf8')) as { id: string; url: string }[];
export const EVIL = 'http://evil.example';
/** The development server compiles each module on its first request and sends it unbundled: pages take longer. */
export const SLOWER = process.env.E2E_DEV_SERVER ? 3 : 1;

export const fill = (url: string, origin: string) => url.replaceAll('{ORIGIN}', origin);

/**
 * Where a browser goes when handed the raw address on a page of ours, when that is another site over http(s): the one
 * kind of leaving an external sink may do. Node's WHATWG parser reads it as the browser does.
 */
export function allowedExit(raw: string, origin: string): string | undefined {
  try {
    const url = new URL(raw, `${origin}/`);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

interface Watch {
  /** Messages of the dialogs the corpus's scripts opened. */
  readonly ran: string[];
  /** Every document (a page, a tab, a frame) that arrived somewhere off our origin. */
  readonly left: string[];
}

/** Watches the context: every page and tab it opens, their frames, and the stand-in for the other site. */
export async function watch(context: BrowserContext, origin: string): Promise<Watch> {
  const ran: string[] = [];
  const left: string[] = [];
  const attach = (page: Page) => {
    page.on('dialog', (dialog) => {
      ran.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('framenavigated', (frame) => {
      const url = frame.url();
      if (url === 'about:blank') return;
      if (!url.startsWith(`${origin}/`) && url !== origin) left.push(url);
    });
  };
  context.pages().forEach(attach);
  context.on('page', attach);
  await context.route(`${EVIL}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>evil</title><h1>Another site</h1>' }));
  return { ran, left };
}

/**
 * A client-side visit, as following a link in the app makes one: a history entry of its own (the router tells
 * entries apart by their key; an address opens its popup once per entry).
 */
export const visit = (page: Page, path: string) =>
  page.evaluate((to) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);

/** Adds rules to the content configuration the app reads. */
export async function withRedirectRules(page: Page, rules: readonly { from_url: string; to_url: string; external: boolean }[]): Promise<void> {
  await page.route('**/content/config/**', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { redirects?: unknown[] };
    await route.fulfill({ response, json: { ...config, redirects: [...rules, ...(config.redirects ?? [])] } });
  });
}

/**
 * Where the browser lands when handed the raw address as a path of ours, or undefined when it would not (another
 * site, a script, a path that names a host): an internal sink either goes there or refuses.
 */
export function ownLanding(raw: string, origin: string): string | undefined {
  try {
    const url = new URL(raw, `${origin}/`);
    return url.origin === origin && !/^[/\\]{2}/.test(url.pathname) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Signs in through the form inside `scope` (a dialog, a framed page): the sink under test is what follows. */
export async function signInThrough(scope: Locator, email: string): Promise<void> {
  await scope.getByLabel('E-mail or phone').fill(email);
  await scope.getByLabel('Password', { exact: true }).fill('demo1234');
  await scope.getByLabel('Password', { exact: true }).press('Enter');
}

/**
 * The vectors a sink replays when each one costs a sign-in, a dialog or a page of its own: one of each family (a
 * space the browser keeps, one it strips, a control, a break inside the scheme, an encoded colon, host-like paths,
 * a path of ours, another site); twenty-one cost the browser suite a minute and a half on two cores. The cheap sinks
 * (content rules, the banners' links as rendered) replay the whole corpus, the domain's property tests run all of it
 * through the check, and E2E_FULL_CORPUS=1 replays all of it everywhere.
 */
const SAMPLE = new Set([
  'U+00A0-javascript', 'U+2028-javascript', 'U+FEFF-javascript', 'U+0000-javascript', 'U+0085-javascript',
  'U+00A0-data', 'U+3000-protocol-relative', 'tab-inside-scheme', 'percent-colon', 'slash-backslash',
  'U+00A0-own-origin', 'U+00A0-https-other',
]);
/**
 * On the development server (every full page load compiles the app's modules again) fewer still: the
 * spaces the attack round got a script through with, a control, and one that must pass.
 */
const DEV_SAMPLE = new Set(['U+00A0-javascript', 'U+2028-javascript', 'U+FEFF-javascript', 'U+0000-javascript', 'U+3000-protocol-relative', 'U+00A0-own-origin']);
export const sampled = process.env.E2E_FULL_CORPUS ? corpus : corpus.filter((vector) => (process.env.E2E_DEV_SERVER ? DEV_SAMPLE : SAMPLE).has(vector.id));
/** The sampled vectors in `parts` slices, so the sign-in sinks spread over the production suite's two workers. */
export const slices = (parts: number) => Array.from({ length: parts }, (_, part) => sampled.filter((_v, i) => i % parts === part));
export const SLICES = process.env.E2E_DEV_SERVER ? 1 : 2;
