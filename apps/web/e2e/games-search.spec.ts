import { expect, shellReady, test } from './support.ts';

test('search by keyboard: / opens it, suggestions before typing, matches after, Enter opens the game', async ({ page }) => {
  await page.goto('/gamehall');
  await shellReady(page);
  await expect(page.getByRole('main').getByRole('button', { name: 'Search games' })).toBeVisible();
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', { name: 'Search games' });
  const box = dialog.getByRole('combobox', { name: 'Game name' });
  await expect(box).toBeFocused();
  await expect(page.getByRole('listbox').getByRole('option')).not.toHaveCount(0);

  await box.fill('lucky fort');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toHaveText(/lucky fort/i);
  expect((await options.allInnerTexts()).every((text) => /lucky fort/i.test(text))).toBe(true);
  await box.press('ArrowDown');
  const name = await options.first().innerText();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/game\/lucky-fort/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // the game opened comes first among the suggestions next time, here opened with Ctrl+K
  await page.goto('/gamehall');
  await shellReady(page);
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Search games' })).toBeVisible();
  await expect(page.getByRole('listbox').getByRole('option').first()).toHaveText(name);
});

test('a query with no match says so', async ({ page }) => {
  await page.goto('/gamehall');
  await page.getByRole('main').getByRole('button', { name: 'Search games' }).click();
  await page.getByRole('combobox', { name: 'Game name' }).fill('zzzzqqq');
  await expect(page.getByText('No games found.')).toBeVisible();
});

test('the header’s search button opens the search by keyboard on any page, its code fetched only then', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => void (/GamesSearchPopup-[\w-]+\.js$/.test(r.url()) && fetched.push(r.url())));
  await page.goto('/providers');
  await shellReady(page);
  const button = page.getByRole('banner').getByRole('button', { name: 'Search games' });
  await expect(button).toHaveAttribute('aria-keyshortcuts', '/ Control+K Meta+K');
  expect(fetched).toEqual([]);
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Search games' });
  await expect(dialog.getByRole('combobox', { name: 'Game name' })).toBeFocused();
  expect(fetched).toHaveLength(1);
  await page.keyboard.press('Escape'); // the list
  await page.keyboard.press('Escape'); // the dialog
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  // one dialog at a time, however it is asked for
  await page.keyboard.press('/');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test('the header’s search is named in the page’s language; on a phone it leads the menu’s curtain', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await shellReady(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Search games' })).toBeHidden();
  await header.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Search games' }).press('Enter');
  await expect(page.getByRole('dialog', { name: 'Search games' }).getByRole('combobox', { name: 'Game name' })).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(1); // the curtain has closed
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/ru/');
  await shellReady(page);
  await page.getByRole('banner').getByRole('button', { name: 'Поиск игр' }).click();
  await expect(page.getByRole('dialog', { name: 'Поиск игр' })).toBeVisible();
});

test('a search whose code fails to arrive reloads the page once for a fresh build, stays closed, and the next press opens it', async ({ page }) => {
  await page.route(/GamesSearchPopup-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/providers');
  await shellReady(page);
  const button = page.getByRole('banner').getByRole('button', { name: 'Search games' });
  // a chunk that fails to load is what a deploy does to an open tab: the preload recovery reloads the page, once
  const aborted = page.waitForEvent('requestfailed', (r) => /GamesSearchPopup-/.test(r.url()));
  const reloaded = page.waitForEvent('load');
  await button.click();
  await aborted;
  await reloaded;
  await page.unroute(/GamesSearchPopup-[\w-]+\.js$/);
  await shellReady(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Search games' })).toBeVisible();
});

test('the providers page links each provider to the hall filtered by it', async ({ page }) => {
  await page.goto('/providers');
  await expect(page.getByRole('heading', { level: 1, name: 'Game providers' })).toBeVisible();
  await page.getByRole('link', { name: /^Copperfox/ }).click();
  await expect(page).toHaveURL(/\/gamehall\?providers=copperfox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Games hall' })).toBeVisible();
  // the hall may still show the unfiltered page for a moment: wait until every card is the provider's
  const providers = page.locator('main [role="listitem"] article h3 + span');
  await expect.poll(async () => [...new Set(await providers.allInnerTexts())]).toEqual(['Copperfox']);
});
