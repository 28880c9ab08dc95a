import { expect, test } from '@playwright/test';

test('the production build is served and its /api calls reach the sandbox through the proxy', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const answer = await request.get('/api/metadata.getgeneralinfo?locale=en');
  expect(answer.status()).toBe(200);
  expect((await answer.json()).data).toHaveProperty('time_to_force_logout');
});
