import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { expect, hydrated, signIn, test } from './support.ts';
import { productionServerForSuite } from './production-server.ts';

/**
 * The prerendered pages (server/prerender) as the production server serves them: what a crawler reads without
 * JavaScript, and what a browser hydrates. Every page the build wrote is checked (`dist/prerendered/pages.json`).
 */
const pages = JSON.parse(readFileSync(new URL('../dist/prerendered/pages.json', import.meta.url), 'utf8')) as string[];
const LOCALES = ['en', 'ru', 'pt', 'ar'];
const localeOf = (path: string) => LOCALES.find((l) => l !== 'en' && (path === `/${l}` || path.startsWith(`/${l}/`))) ?? 'en';


/** React marks the elements it has hydrated; served markup it has not reached has no fiber. */
const isApp = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));

test.describe('prerendered pages', () => {
  test.describe.configure({ mode: 'serial' });
  const server = productionServerForSuite();

  test('every prerendered page reads whole without JavaScript: head, links, structured data, content', async ({ request }) => {
    test.setTimeout(120_000);
    expect(pages.length).toBeGreaterThan(100);
    const titles = new Map<string, string>();
    const problems: string[] = [];
    for (const path of pages) {
      const answer = await request.get(`${server.url}${path}`);
      const html = await answer.text();
      const { document } = new JSDOM(html).window;
      const check = (ok: boolean, what: string) => void (ok || problems.push(`${path}: ${what}`));
      check(answer.status() === 200 && html.includes('data-prerendered'), `status ${answer.status()} or not the prerendered page`);
      const title = document.title;
      check(title.length > 0, 'no title');
      check(document.querySelectorAll('title').length === 1, 'more than one title');
      titles.set(path, title);
      check(!!document.querySelector('meta[name="description"]')?.getAttribute('content'), 'no description');
      check(document.querySelector('link[rel="canonical"]')?.getAttribute('href') === `${server.url}${path}`, 'canonical is not the page on this origin');
      const alternates = [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => l.getAttribute('hreflang'));
      check(['x-default', ...LOCALES].every((l) => alternates.includes(l)), `alternates ${alternates.join(',')}`);
      check(document.documentElement.lang === localeOf(path) && document.documentElement.dir === (localeOf(path) === 'ar' ? 'rtl' : 'ltr'), 'language or direction');
      for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
        try {
          const data = JSON.parse(script.textContent ?? '') as { '@context'?: string; '@type'?: string };
          check(data['@context'] === 'https://schema.org' && typeof data['@type'] === 'string', 'JSON-LD without @context or @type');
        } catch {
          problems.push(`${path}: JSON-LD does not parse`);
        }
      }
      // the site and its organisation are described on each locale's home; other pages carry what they show
      if (localeOf(path) === path.slice(1) || path === '/') check(document.querySelectorAll('script[type="application/ld+json"]').length >= 2, 'the home page lacks the site and organisation data');
      check(![...document.querySelectorAll('script:not([src]):not([type="application/ld+json"])')].length, 'an inline script');
      const main = document.querySelector('main');
      check(!!main?.querySelector('h1')?.textContent?.trim(), 'no heading in main');
      check((main?.textContent ?? '').trim().length > 40, 'main has no content');
      // our own images are sized (no shift as they load); CMS markup is the editors' (data-cms-html)
      for (const image of main?.querySelectorAll('img:not([data-cms-html] img)') ?? []) check(image.hasAttribute('width') && image.hasAttribute('height'), `an image without dimensions: ${image.getAttribute('src')}`);
      check((await request.get(`${server.url}${path.replace(/\/$/, '')}/_payload.json`)).ok(), 'no payload');
    }
    // a title per page, not one for the whole site
    const byLocale = new Map<string, Set<string>>();
    for (const [path, title] of titles) byLocale.set(localeOf(path), (byLocale.get(localeOf(path)) ?? new Set()).add(title));
    for (const [locale, distinct] of byLocale) expect(distinct.size, `distinct titles in ${locale}`).toBeGreaterThan(pages.filter((p) => localeOf(p) === locale).length * 0.8);
    expect(problems).toEqual([]);
  });

  test('a guest’s browser hydrates the page: the prerendered markup stays, no error, no layout shift, no second call', async ({ page }) => {
    test.setTimeout(90_000);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      const w = window as unknown as { shift: number; kept: Element | null };
      w.shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) w.shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => (w.kept = document.querySelector('main h1')));
    });
    // the home page's carousel and jackpot totals move for most visitors and stand still for reduced motion: both
    // hydrate over the same prerendered markup
    type Motion = 'reduce' | 'no-preference';
    const visits: [string, Motion][] = [['/', 'no-preference'], ...['/', '/gamehall', '/providers', '/promotions/welcome', '/tournaments', '/ar/winners'].map((path): [string, Motion] => [path, 'reduce'])];
    for (const [path, reducedMotion] of visits) {
      await page.emulateMedia({ reducedMotion });
      const calls: string[] = [];
      const stylesheets: string[] = [];
      const listen = (request: { url: () => string }) => {
        if (/\/api\/(games\.get|games\.getProviders|banners\.get|content\.promotions|tournaments\.get|leaderboard\.top)\b/.test(request.url())) calls.push(request.url());
        if (request.url().endsWith('.css')) stylesheets.push(new URL(request.url()).pathname);
      };
      page.on('request', listen);
      await page.goto(`${server.url}${path}`);
      await expect(page.locator('main h1')).toBeVisible();
      // the first card, link or button of the page works once hydrated: the hydrated page is the app
      await page.waitForFunction(() => (window as unknown as { kept: Element | null }).kept?.isConnected === true && document.querySelector('#root')?.hasAttribute('data-prerendered'), undefined, { timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      const state = await page.evaluate(() => ({ shift: (window as unknown as { shift: number }).shift, kept: (window as unknown as { kept: Element | null }).kept?.isConnected }));
      expect(state.kept, `${path} (${reducedMotion}): the prerendered heading is still the page's`).toBe(true);
      expect(state.shift, `${path} (${reducedMotion}): layout shift`).toBeLessThan(0.01);
      // what the page was built from is not asked again (widgets below the rows load their own, later)
      if (path === '/providers') expect(calls.filter((url) => url.includes('games.getProviders')), 'providers asked again').toEqual([]);
      if (path === '/promotions/welcome') expect(calls.filter((url) => url.includes('content.promotions')), 'promotions asked again').toEqual([]);
      // the stylesheets the page carries inline are not fetched as files too (by the preload scanner or a chunk)
      const inline = await page.$$eval('style[data-href]', (styles) => styles.map((style) => (style as HTMLElement).dataset.href));
      expect(inline.length, `${path}: inline stylesheets`).toBeGreaterThan(1);
      expect(stylesheets.filter((file) => inline.includes(file)), `${path}: inline stylesheets fetched again`).toEqual([]);
      page.off('request', listen);
    }
    expect(errors).toEqual([]);
  });

  test('a hydrated page is the live app: navigation and the sign-in dialog work', async ({ page }) => {
    await page.goto(`${server.url}/gamehall`);
    // the prerendered markup is on screen before the app runs: press once it has hydrated (the test's subject)
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Promotions' }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('a guest’s press on “Sign in” before the app has started is not lost: the dialog opens once it has', async ({ page }) => {
    // the campaign popup seen long ago; the app arrives late, as on a slow phone
    await page.addInitScript(() => localStorage.setItem('campaign_popups_seen', JSON.stringify(['welcome'])));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // the page's load waits for the held script
    await page.goto(`${server.url}/ar/gamehall`, { waitUntil: 'commit' });
    await page.getByRole('banner').getByRole('button', { name: 'تسجيل الدخول' }).click();
    // the page's own address, asking for the dialog
    await expect(page).toHaveURL(/\/ar\/gamehall\?show_popup_auth=1$/);
    release();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
  });

  test('the home page’s rows below the first screen hydrate when seen, and a first press on one works', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(`${server.url}/`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // the last row's elements are still the served markup
    const rows = page.locator('main section:has(> div > h2)');
    expect(await rows.first().evaluate(isApp), 'the first row, on the first screen').toBe(true);
    const last = rows.last();
    expect(await last.evaluate(isApp), 'the last row, below the first screen').toBe(false);
    await last.getByRole('button', { name: /^Favourite: / }).first().click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await last.evaluate(isApp)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('the hall’s pickers hydrate at the first interaction, and a first press on one opens it', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const pickers: string[] = [];
    page.on('request', (request) => /\/assets\/HallSelects-[^/]+\.js$/.test(request.url()) && pickers.push(request.url()));
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(`${server.url}/gamehall`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const sort = page.getByRole('button', { name: /Sort/ });
    expect(await sort.evaluate(isApp), 'the sort picker before any interaction').toBe(false);
    expect(pickers, 'the pickers’ code before any interaction').toEqual([]);
    // the press that wakes the pickers is held while their code arrives, then made on the live picker
    await sort.click();
    const options = page.getByRole('listbox');
    await expect(options).toBeVisible();
    expect(await sort.evaluate(isApp)).toBe(true);
    await options.getByRole('option').last().click();
    await expect(page).toHaveURL(/[?&]sort=/);
    expect(pickers).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('a phone’s hall keeps the card images it was served: measuring the grid asks for none of them again', async ({ page }) => {
    // the served grid is laid out unmeasured (180 px cards); a 390–430 px phone measures 173–193 px cards, and the
    // proxy is asked for widths in steps (steppedImageWidth), so the addresses stay those the served page asked for
    // each width as a first visit: nothing from the cache (a cached image would not be asked for, and not counted)
    await (await page.context().newCDPSession(page)).send('Network.setCacheDisabled', { cacheDisabled: true });
    for (const width of [412, 390]) {
      await page.setViewportSize({ width, height: 823 });
      const asked = new Map<string, Set<string>>();
      const listen = (request: { url: () => string }) => {
        const url = new URL(request.url());
        const source = /^\/_ipx\/[^/]+\/(static\/games\/.+)$/.exec(url.pathname)?.[1];
        if (source) asked.set(source, (asked.get(source) ?? new Set()).add(url.pathname));
      };
      page.on('request', listen);
      await page.goto(`${server.url}/gamehall`);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      page.off('request', listen);
      expect(asked.size, `${width} px: card images asked for`).toBeGreaterThan(1);
      const twice = [...asked].filter(([, addresses]) => addresses.size > 1).map(([source, addresses]) => `${source}: ${[...addresses].join(' ')}`);
      expect(twice, `${width} px: images asked for at two sizes`).toEqual([]);
    }
  });

  test('a player gets the page rendered for them over the prerendered one, without errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page); // the session cookie is the host's, whatever the port
    await page.goto(`${server.url}/promotions`);
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a filtered list is not served from a prerendered page (the query decides its content)', async ({ request }) => {
    const filtered = await (await request.get(`${server.url}/gamehall?category=live`)).text();
    expect(filtered).not.toContain('data-prerendered');
  });
});
