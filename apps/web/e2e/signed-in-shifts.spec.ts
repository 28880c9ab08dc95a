import { createPlayer, expect, fault, signIn, test, watchLayoutShifts } from './support.ts';

/**
 * The money screens a signed-in player opens most hold still while they load, on the phone Lighthouse measures: each
 * part of unknown height shows once the parts above it have settled, so nothing drawn moves. Each screen's slowest
 * call here is the one whose answer would push the most down (the deposit's offers, the first bonus list, the
 * personal data fields, the withdrawal form above its list).
 */
const SCREENS: ReadonlyArray<readonly [path: string, slowest: string]> = [
  ['/cashier/deposit', 'campaigns.getoffers'],
  ['/cashier/withdraw', 'cashier.getwithdrawsettings'],
  ['/profile/bonuses', 'bonuses.get'],
  ['/profile/settings', 'account.getPersonalDataFields'],
  ['/loyalty/shop', 'loyalty.getinfo'],
];

test.use({ viewport: { width: 412, height: 823 } });

for (const [path, slowest] of SCREENS) {
  test(`${path} does not move while it loads, with ${slowest} answering last`, async ({ page, request }) => {
    const player = await createPlayer(request, { currency: 'EUR', balance: 300, loyaltyPoints: 500 });
    await signIn(page, player.email, player.password);
    await fault(page.request, { method: slowest, delayMs: 800, times: 1 });
    const shifts = await watchLayoutShifts(page, 'main');
    await page.goto(path);
    await expect(page.locator('main#main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // the screen is drawn, not a placeholder: a form, a list or a section below the fold is there
    await expect(page.locator('main [role="progressbar"], main [aria-busy="true"]')).toHaveCount(0);
    expect(await shifts.read()).toBe(0);
  });
}
