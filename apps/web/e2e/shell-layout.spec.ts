import type { Page } from '@playwright/test';
import { expect, shellReady, test } from './support.ts';

/** Where the toast region starts, and where the page header ends (px from the top of the window). */
async function offsets(page: Page): Promise<{ region: number; header: number }> {
  return page.evaluate(() => ({
    region: document.querySelector('section[aria-label="Notifications"]')!.getBoundingClientRect().top,
    header: document.querySelector('header')!.getBoundingClientRect().bottom,
  }));
}

test('toasts sit right under the header as tall as it really is, on a phone and after a resize', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await shellReady(page);
  await expect.poll(async () => { const o = await offsets(page); return o.region - o.header; }).toBe(8);
  const before = (await offsets(page)).header;
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(async () => { const o = await offsets(page); return o.region - o.header; }).toBe(8);
  // the header keeps one row at both widths now: make it taller (as a longer notice in it would) and see the region follow
  await page.evaluate(() => (document.querySelector('header')!.style.paddingBlock = '40px'));
  await expect.poll(async () => (await offsets(page)).header).toBeGreaterThan(before + 40);
  await expect.poll(async () => { const o = await offsets(page); return o.region - o.header; }).toBe(8);
});
