import { expect, shellReady, test } from './support.ts';

test('search by keyboard: / opens it, suggestions before typing, matches after, Enter opens the game', async ({ page }) => {
  await page.goto('/gamehall');
  await shellReady(page);
  await expect(page.getByRole('button', { name: 'Search games' })).toBeVisible();
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
  await expect(page.getByRole('button', { name: 'Search games' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Search games' })).toBeVisible();
  await expect(page.getByRole('listbox').getByRole('option').first()).toHaveText(name);
});

test('a query with no match says so', async ({ page }) => {
  await page.goto('/gamehall');
  await page.getByRole('button', { name: 'Search games' }).click();
  await page.getByRole('combobox', { name: 'Game name' }).fill('zzzzqqq');
  await expect(page.getByText('No games found.')).toBeVisible();
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
