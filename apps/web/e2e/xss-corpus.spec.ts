import { readFileSync } from 'node:fs';
import { expect, test } from './support.ts';

const CORPUS_SIZE = (JSON.parse(readFileSync(new URL('../../sandbox/src/routes/content/xss-corpus.json', import.meta.url), 'utf8')) as unknown[]).length;

// The sandbox's CMS serves every vector of its corpus (apps/sandbox/src/routes/content/xss-corpus.json) as one
// unlisted content page (and each alone at /security-corpus-{id}); each sets window.__xss = 1 if it ever runs.
test('no vector of the cross-site-scripting corpus runs in a content page', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/security-corpus');
  const article = page.locator('article[data-content-page="security-corpus"]');
  await expect(article.getByRole('heading', { level: 1, name: 'Security corpus' })).toBeVisible();
  const inspect = () => inspectPage(page);
  const all = { ...(await inspect()), total: CORPUS_SIZE };
  expect(all.vectors.length).toBeGreaterThan(50);
  expect(all).toMatchObject({ ran: false, handlers: [], scriptUrls: [], embedded: 0 });
  // a vector that swallows what follows it (an unclosed textarea or comment) hid the next ones: visit those alone
  const expected = Array.from({ length: all.total }, (_, i) => `v${String(i + 1).padStart(3, '0')}`);
  const missing = expected.filter((id) => !all.vectors.includes(id));
  for (const id of missing) {
    // a client-side visit, as a player following a link would make
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/security-corpus-${id}`);
    await expect(page.locator(`article[data-content-page="security-corpus-${id}"]`)).toBeVisible();
    expect(await inspect(), id).toMatchObject({ ran: false, handlers: [], scriptUrls: [], embedded: 0 });
  }
  expect(all.total).toBeGreaterThanOrEqual(80);
  expect(dialogs).toEqual([]);
});

async function inspectPage(page: import('@playwright/test').Page) {
  const article = page.locator('article[data-content-page^="security-corpus"]');
  // what a player might do to the page: move over it, tab through it
  await article.hover();
  for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
  // error and load handlers fire as soon as the images fail; give them their moment
  await page.waitForLoadState('networkidle');
  return article.evaluate((root) => ({
    ran: (window as { __xss?: unknown }).__xss === 1,
    vectors: [...root.querySelectorAll('[data-vector]')].map((el) => el.getAttribute('data-vector') ?? ''),
    handlers: [...root.querySelectorAll('*')].flatMap((el) => [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => `${el.tagName}[${a.name}]`)),
    scriptUrls: [...root.querySelectorAll('[href], [src], [action], [formaction]')]
      .map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? el.getAttribute('action') ?? el.getAttribute('formaction') ?? '')
      .filter((url) => /^\s*(javascript|vbscript|data:text)/i.test(url)),
    embedded: root.querySelectorAll('script, iframe, object, embed, form, base, meta, link, style').length,
  }));
}
