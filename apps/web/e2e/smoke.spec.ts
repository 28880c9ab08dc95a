import { expect, guardedTest as test } from './support.ts';

test('the production build is served and its /api calls reach the sandbox through the proxy', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const answer = await request.get('/api/metadata.getgeneralinfo?locale=en');
  expect(answer.status()).toBe(200);
  expect((await answer.json()).data).toHaveProperty('time_to_force_logout');
});

test('footer links: ours stay in the app, another site opens as itself in a new tab without an opener', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/terms');
  const affiliates = footer.getByRole('link', { name: 'Affiliates' });
  await expect(affiliates).toHaveAttribute('href', 'https://affiliates.example.com/');
  await expect(affiliates).toHaveAttribute('target', '_blank');
  await expect(affiliates).toHaveAttribute('rel', 'noopener noreferrer');
});
