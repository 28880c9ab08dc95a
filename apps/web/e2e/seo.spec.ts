import type { Page } from '@playwright/test';
import { expect, fault, test } from './support.ts';

/** The head as a crawler that runs scripts reads it. */
async function head(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    descriptions: [...document.querySelectorAll<HTMLMetaElement>('meta[name=description]')].map((m) => m.content),
    robots: document.querySelector<HTMLMetaElement>('meta[name=robots]')?.content,
    canonical: [...document.querySelectorAll<HTMLLinkElement>('link[rel=canonical]')].map((l) => l.href),
    alternates: [...document.querySelectorAll<HTMLLinkElement>('link[rel=alternate][hreflang]')].map((l) => [l.hreflang, new URL(l.href).pathname]),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>),
  }));
}

test('a content page: sanitised CMS HTML, breadcrumbs, and a head of its own', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('heading', { level: 2, name: '1. Accounts' })).toBeVisible();
  await expect(page).toHaveTitle('Terms and conditions | Casino');
  const h = await head(page);
  expect(h.descriptions).toEqual(['The rules of using the site: accounts, deposits, withdrawals and bonuses.']);
  expect(h.robots).toBe('index, follow');
  expect(h.canonical.map((href) => new URL(href).pathname)).toEqual(['/terms']);
  expect(h.alternates).toEqual([['en', '/terms'], ['ru', '/ru/terms'], ['pt', '/pt/terms'], ['ar', '/ar/terms'], ['x-default', '/terms']]);
  expect(h.jsonLd.map((d) => d['@type'])).toEqual(['BreadcrumbList']);
  // the CMS page carries a script and an onerror handler: neither ran
  expect(await page.evaluate(() => (window as { __pageXss?: boolean }).__pageXss)).toBeUndefined();
});

test('the same page in Arabic, right to left, with its canonical under /ar', async ({ page }) => {
  await page.goto('/ar/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'الأسئلة الشائعة' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect.poll(async () => (await head(page)).canonical.map((href) => new URL(href).pathname)).toEqual(['/ar/faq']);
});

test('an unknown slug is the 404 page, which asks not to be indexed', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Casino');
  await expect.poll(async () => (await head(page)).robots).toBe('noindex, follow');
});

test('a failed content page load says so and a retry shows the page', async ({ page }) => {
  await fault(page.request, { method: 'content.page', status: 500, times: 1 });
  await page.goto('/privacy');
  await expect(page.getByRole('alert')).toContainText('We could not load this page.');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
});

test('every kind of page has a title of its own, and disallowed pages are noindex', async ({ page }) => {
  const titles = new Map<string, string>();
  for (const path of ['/', '/gamehall', '/tournaments', '/promotions', '/promotions/weekend', '/support', '/_icons']) {
    await page.goto(path);
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    await expect.poll(() => page.title()).not.toBe('Casino');
    titles.set(path, await page.title());
  }
  expect(new Set(titles.values()).size).toBe(titles.size);
  expect(titles.get('/promotions/weekend')).toBe('Weekend spins | Casino');
  // the route's title comes before the host's SEO settings, which carry the robots rules
  await expect.poll(() => head(page).then((h) => h.robots)).toBe('noindex, follow');
});

test('the home page carries the website with its search action, the organization and the FAQ', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  await page.goto('/');
  await expect.poll(async () => (await head(page)).jsonLd.map((d) => d['@type'])).toEqual(['WebSite', 'Organization', 'FAQPage', 'BreadcrumbList']);
  const [website] = (await head(page)).jsonLd;
  expect(website).toMatchObject({ potentialAction: { '@type': 'SearchAction', 'query-input': 'required name=search_term_string' } });
  expect((await head(page)).descriptions).toHaveLength(1);
  // the favicons of the web settings, each one a real image
  const icons = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=icon][sizes], link[rel=apple-touch-icon]')].map((l) => [l.rel, l.sizes.value, new URL(l.href).pathname]));
  expect(icons).toEqual([
    ['icon', '192x192', '/_ipx/f_png&s_192x192/static/brand/mark.svg'],
    ['icon', '512x512', '/_ipx/f_png&s_512x512/static/brand/mark.svg'],
    ['apple-touch-icon', '180x180', '/_ipx/f_png&s_180x180/static/brand/mark.svg'],
  ]);
  for (const [, , path] of icons) expect((await page.request.get(path!)).headers()['content-type']).toBe('image/png');
  expect(errors).toEqual([]);
});

test('when the SEO settings fail, the head still has the screen\'s title, the canonical and the alternates', async ({ page }) => {
  await fault(page.request, { method: 'content.seo', status: 500, times: 5 });
  await page.goto('/tournaments');
  await expect(page).toHaveTitle('Tournaments | Casino');
  const h = await head(page);
  expect(h.canonical.map((href) => new URL(href).pathname)).toEqual(['/tournaments']);
  expect(h.alternates).toHaveLength(5);
});

test('the search action the website advertises opens the games search with the words', async ({ page }) => {
  await page.goto('/gamehall?search=lucky%20fort');
  const box = page.getByRole('dialog', { name: 'Search games' }).getByRole('combobox', { name: 'Game name' });
  await expect(box).toHaveValue('lucky fort');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toHaveText(/lucky fort/i);
  // the words leave the address, so Back or a reload does not open the search again
  await expect(page).toHaveURL(/\/gamehall$/);
});

test('the head and the custom code ask for the SEO settings of the host name, without the port', async ({ page, baseURL }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/content/seo') asked.push(new URL(request.url()).searchParams.get('host') ?? '');
  });
  await page.goto('/gamehall');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // the custom code waits for the page to settle; the head loads as the app starts
  await page.mouse.move(30, 30);
  await expect.poll(() => asked.length).toBeGreaterThanOrEqual(2);
  // the contract's host is a DNS name: with the port, the head asked for another host than the custom code did
  expect(new Set(asked)).toEqual(new Set([new URL(baseURL!).hostname]));
});
