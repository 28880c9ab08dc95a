import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe over a page, run inside it with `axe.run` (AxeBuilder's legacy mode). The default mode runs every frame
 * apart and merges the results in a blank page of its own: a second page and a second copy of axe per scan, about a
 * second and a half each time on two cores, spent on frames that are a vendor's (game, sportsbook, chat), not ours.
 * Our own `<iframe>` elements are still checked in the page (title, focus order).
 */
export const axe = (page: Page): AxeBuilder => new AxeBuilder({ page }).setLegacyMode(true);

/** axe over the page, or the part `include` selects: no violations (each named with its elements, after `label`). */
export async function expectNoAxe(page: Page, include?: string, label = ''): Promise<void> {
  const builder = axe(page);
  const result = await (include ? builder.include(include) : builder).analyze();
  expect(result.violations.map((v) => `${label}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
