import { chooseOption, expectPageAxeClean, signedInPlayer } from './profile-support.ts';
import { expect, fault, sandboxConfig, test } from './support.ts';

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

test('bet history: /profile/bets lands on it; pages, filters, and a failed load says so and recovers', async ({ page, request }) => {
  await signedInPlayer(page, request, { rounds: 25 }); // one a day back from now
  await page.goto('/profile/bets?tab=withdrawal'); // the query comes along (history pages check `tab`)
  await expect(page).toHaveURL(/\/profile\/bets\/history\?tab=withdrawal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bet history' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Profile' }).getByRole('link', { name: 'Bet history' })).toHaveAttribute('aria-current', 'page');

  const rows = page.locator('[data-round]');
  await expect(rows).toHaveCount(10);
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  await expect(rows.first()).toContainText('€');
  const pager = page.getByRole('navigation', { name: 'Pages' });
  const next = pager.getByRole('button', { name: 'Next page' });
  await next.press('Enter');
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
  // the caption changes as the page is asked for; the button waits for its rows (a press before would do nothing)
  await expect(next).toBeEnabled();
  await next.press('Enter');
  await expect(page.getByText('Page 3 of 3')).toBeVisible();
  await expect(rows).toHaveCount(5);

  const filter = page.getByRole('form', { name: 'Filter rounds' });
  await filter.getByLabel('From').fill(day(4));
  await filter.getByLabel('To').fill(day(0));
  await filter.getByRole('button', { name: 'Show', exact: true }).press('Enter');
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await expect(rows).toHaveCount(5);

  await fault(request, { method: 'games.getHistory', status: 500, times: 1 });
  await filter.getByLabel('From').fill(day(9));
  await filter.getByRole('button', { name: 'Show', exact: true }).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Your game history could not be loaded.' })).toBeVisible();
  await expect(filter.getByLabel('From')).toHaveValue(day(9)); // nothing typed is lost
  await expectPageAxeClean(page);
  await page.getByRole('button', { name: 'Try again' }).press('Enter');
  await expect(rows).toHaveCount(10);
  await filter.getByRole('button', { name: 'Show all' }).press('Enter');
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
});

test('bet history: a game type narrows the rounds, with the period, across pages; "show all" clears it', async ({ page, request }) => {
  await signedInPlayer(page, request, { rounds: 25 }); // every fifth round (the 5th, 10th, … newest) at a live table
  await page.goto('/profile/bets/history');
  const rows = page.locator('[data-round]');
  await expect(page.getByText('Page 1 of 3')).toBeVisible();

  const filter = page.getByRole('form', { name: 'Filter rounds' });
  await chooseOption(page, filter, 'Game type', 'Live casino');
  await expect(page.getByText('Page 1 of 3')).toBeVisible(); // choosing alone does not reload
  await filter.getByRole('button', { name: 'Show', exact: true }).press('Enter');
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toHaveAttribute('data-round', /-5$/);

  await chooseOption(page, filter, 'Game type', 'Slots');
  await filter.getByRole('button', { name: 'Show', exact: true }).press('Enter');
  await expect(page.getByText('Page 1 of 2')).toBeVisible(); // 20 slot rounds
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next page' }).press('Enter');
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(rows).toHaveCount(10);
  const ids = await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-round') ?? ''));
  expect(ids.filter((id) => /[05]$/.test(id))).toEqual([]); // no live round among them

  await filter.getByLabel('From').fill(day(3));
  await chooseOption(page, filter, 'Game type', 'Fast games');
  await filter.getByRole('button', { name: 'Show', exact: true }).press('Enter');
  await expect(page.getByText('No rounds match this filter.')).toBeVisible();

  await filter.getByRole('button', { name: 'Show all' }).press('Enter');
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  await expect(filter.getByRole('button', { name: /Game type$/ })).toContainText('All games');
});

test('exports: checked period, sent once, listed and downloadable when ready; a refused request keeps the input', async ({ page, request }) => {
  await signedInPlayer(page, request, { rounds: 3 });
  await sandboxConfig(request, { paymentSettleMs: 1500 }); // how long an export stays pending
  await page.goto('/profile/bets/exports');
  await expect(page.getByRole('heading', { level: 1, name: 'History exports' })).toBeVisible();
  await expect(page.getByText('No exports yet.')).toBeVisible();

  const form = page.getByRole('form', { name: 'Request an export' });
  await form.getByLabel('From').fill(day(-2));
  await form.getByRole('button', { name: 'Request export' }).press('Enter');
  await expect(form.getByText('Choose a day that is not in the future.')).toBeVisible();
  await expect(form.getByLabel('From')).toHaveValue(day(-2));

  await form.getByLabel('From').fill(day(10));
  await form.getByRole('button', { name: 'Request export' }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: 'Export requested.' })).toBeVisible();
  const listed = await page.request.get('/api/games.gethistoryexportrequest');
  expect(((await listed.json()) as { data: unknown[] }).data).toHaveLength(1); // the double click made one request

  const row = page.locator('[data-export]');
  await expect(row).toHaveCount(1);
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toHaveAttribute('data-status', 'ready', { timeout: 1000 });
  }).toPass();
  const download = page.waitForEvent('download');
  await row.getByRole('link', { name: /Download the export/ }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);

  await fault(request, { method: 'games.createhistoryexportrequest', status: 500, times: 1 });
  await form.getByLabel('From').fill(day(5));
  await form.getByRole('button', { name: 'Request export' }).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'The export could not be requested.' })).toBeVisible();
  await expect(form.getByLabel('From')).toHaveValue(day(5));
  await expect(row).toHaveCount(1);
  await expectPageAxeClean(page);
});
