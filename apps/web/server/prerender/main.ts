/**
 * The prerender (the last step of `pnpm build`): writes the public pages of every locale as static HTML with their
 * payloads into `dist/prerendered/`, which the production server serves (server.ts). Renders with the Node build of
 * the app (`dist-ssr/render-page.js`, `vite build --ssr`) against `PRERENDER_API_ORIGIN`, or a sandbox of its own.
 *
 * - `PRERENDER_API_ORIGIN`: the backend to render from (default: a fresh in-memory sandbox)
 * - `PRERENDER_HOST`: the host whose SEO settings the pages get (default `localhost`)
 * - `PRERENDER=0`: skip (a build without prerendered pages is still a working app)
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { backendReads } from '../backend-reads.ts';
import { ORIGIN_PLACEHOLDER, pageHtml, payloadUrl } from './page-html.ts';
import { barePathOf, isPublicPage, PUBLIC_LISTS, withPrefix } from './public-pages.ts';
import { startSandbox } from './sandbox.ts';
import { loadStylesheets, pageStyles } from './page-styles.ts';
import { servedPopupScript } from './served-popup-script.ts';

const WEB_DIR = fileURLToPath(new URL('../../', import.meta.url));
const DIST = join(WEB_DIR, 'dist');
const OUT = join(DIST, 'prerendered');
/** A runaway crawl (a page linking to endless ids) stops here. */
const MAX_PAGES = 600;
const PARALLEL = 4;

type Render = typeof import('../../src/prerender/render-page.tsx').renderPage;

async function main(): Promise<void> {
  if (process.env.PRERENDER === '0') return console.log('prerender: skipped (PRERENDER=0)');
  const started = Date.now();
  const { renderPage } = (await import(join(WEB_DIR, 'dist-ssr/render-page.js'))) as { renderPage: Render };
  const template = await readFile(join(DIST, 'index.html'), 'utf8');
  const sheets = await loadStylesheets(DIST);
  const popupScript = await servedPopupScript(DIST);
  if (!popupScript) throw new Error('the build has no script for the campaign popups its pages carry (vite.config.ts)');
  const sandbox = process.env.PRERENDER_API_ORIGIN ? undefined : await startSandbox();
  const apiOrigin = process.env.PRERENDER_API_ORIGIN ?? sandbox!.origin;
  try {
    const reads = backendReads(apiOrigin, 15_000);
    const locales = await reads.locales();
    if (!locales) throw new Error(`${apiOrigin} did not answer the locales`);
    const [categories, promotions, cmsPages] = await Promise.all([reads.categories(), reads.promotionIds(locales.defaultLocale), reads.pages(locales.defaultLocale)]);
    const slugs = new Set((cmsPages ?? []).map((page) => `/${page.slug}`));
    const seeds = [...PUBLIC_LISTS, ...(categories ?? []).map((c) => `/gamehall/${encodeURIComponent(c.sysname)}`), ...(promotions ?? []).map((id) => `/promotions/${encodeURIComponent(id)}`), ...slugs];
    const queue = locales.codes.flatMap((locale) => seeds.map((bare) => withPrefix(bare, locale, locales.defaultLocale)));
    const seen = new Set(queue);
    const written: string[] = [];
    const skipped: string[] = [];
    await rm(OUT, { recursive: true, force: true });
    const next = async (): Promise<void> => {
      const path = queue.shift();
      if (!path) return;
      const page = await renderPage({ path, apiOrigin, publicOrigin: ORIGIN_PLACEHOLDER, host: process.env.PRERENDER_HOST ?? 'localhost', version: process.env.VITE_APP_VERSION || '0.1.0', servePopup: true });
      if (page.status !== 200) skipped.push(`${path} (${page.status})`);
      // a page baked while the backend failed some of its calls would be served with failure states for as long as
      // the build lives
      else if (page.unanswered.length > 0) throw new Error(`${path}: the backend did not answer ${page.unanswered.join(', ')}`);
      // the policy allows no inline script: a page that needs one would not work as served
      else if (/<script(?![^>]*type="application\/ld\+json")/.test(page.html)) throw new Error(`${path}: the rendered page holds an inline script`);
      else {
        const dir = join(OUT, path);
        await mkdir(dir, { recursive: true });
        const servedPopup = page.servedPopup === undefined ? undefined : { html: page.servedPopup, script: popupScript };
        // the popup's styles (the dialog's, its buttons') go inline with the page's: it shows before any chunk loads
        const styles = pageStyles(page.html + (page.servedPopup ?? ''), sheets);
        await writeFile(join(dir, 'index.html'), pageHtml(template, { path, html: page.html, headTags: page.head.tags, styles, lang: page.lang, dir: page.dir, ...(servedPopup ? { servedPopup } : {}) }));
        await writeFile(join(OUT, payloadUrl(path)), JSON.stringify(page.payload));
        written.push(path);
        // the pages a prerendered page links to are prerendered too (tournaments, jackpots, offers by id)
        for (const [, href] of page.html.matchAll(/href="([^"]+)"/g)) {
          const found = barePathOf(href!.replaceAll('&amp;', '&'), locales.codes, locales.defaultLocale);
          if (!found || !(isPublicPage(found.bare) || slugs.has(found.bare))) continue;
          const target = withPrefix(found.bare, found.locale, locales.defaultLocale);
          if (seen.has(target) || seen.size >= MAX_PAGES) continue;
          seen.add(target);
          queue.push(target);
        }
      }
      return next();
    };
    await Promise.all(Array.from({ length: PARALLEL }, next));
    await writeFile(join(OUT, 'pages.json'), JSON.stringify(written.sort()));
    console.log(`prerender: ${written.length} pages in ${locales.codes.length} locales in ${((Date.now() - started) / 1000).toFixed(1)} s${skipped.length ? `; not prerendered: ${skipped.join(', ')}` : ''}`);
  } finally {
    sandbox?.stop();
  }
}

await mkdir(dirname(OUT), { recursive: true });
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('prerender failed:', error);
    process.exit(1);
  },
);
