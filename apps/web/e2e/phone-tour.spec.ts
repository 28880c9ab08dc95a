import type { Page } from '@playwright/test';
import { trackNetwork } from '../harness/lib/browser.ts';
import { withLocale } from '../harness/lib/routes.ts';
import { phoneLayout } from './phone-layout.ts';
import { failureTexts, guestStops, tourStops, type TourLocale, type TourStop } from './route-tour.ts';
import { createPlayer, expect, signIn, test } from './support.ts';
import { counted, shownProblems, watchPage } from './tour-watch.ts';
import { arrive, boot, BOOT_MS, SETTLE_MS, type Network } from './tour-navigation.ts';

/**
 * The phone tour: every route of the route table on a phone, in English and in Arabic (right to left), for a
 * signed-in player and, on the routes a guest can open, for a guest (the header and several pages differ). Each
 * screen is checked at 390 × 844 and at 360 × 740 (e2e/phone-layout.ts says what is checked and what is exempt):
 * nothing scrolls sideways, no control lies past the screen's edge, no text is cut by its box, and the game's frame
 * takes at least three quarters of the screen's height. A screenshot of each screen at 360 px, the narrower phone, is
 * kept with the test's results (apps/web/README.md, "Phone screenshots"): one per screen, as a second width cost the
 * suite more time than it showed anything new.
 *
 * The player's rounds are also the production build's route tour: every route of the table, not only those with a
 * screen of their own, must come up without a failure state, a console error, an app warning, an uncaught exception
 * or a content security policy violation (e2e/tour-watch.ts; e2e/route-tour.spec.ts makes the same checks under the
 * development server). One tour for both cost the suite half of what a second tour of the same routes did.
 *
 * Like the route tour it loads the app once and opens each screen the way an in-app link
 * does, and reports every failure of the tour together at the end. A screen is opened at one width and the window
 * then resized to the other (the widths alternate, so no stop pays for a resize back): a resized screen measured the
 * same, element for element, as one loaded at that width, since the app lays out by CSS and container queries, which
 * the browser applies again on a resize. No retries: a layout that fails once is broken.
 */

/** The phone sizes. */
const SIZES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
] as const;

/** The width the screenshots are taken at. */
const SHOT_WIDTH = 360;

/** The game's frame takes at least this share of the screen's height (issue #47). */
const FRAME_SHARE = 0.75;

/** What a tour player owns, so the money, loyalty, cashback and bet history screens have something to show. */
const PLAYER = { currency: 'EUR', balance: 120, loyaltyPoints: 500, cashback: 5, rounds: 12 } as const;

test.describe.configure({ retries: 0 });
test.use({ viewport: SIZES[0], isMobile: true, hasTouch: true });

/** Checks the screen at one size and keeps a screenshot of it (when given a file); answers the problems, one line each. */
async function checkSize(page: Page, stop: TourStop, size: (typeof SIZES)[number], file: string | undefined): Promise<string[]> {
  const at = `at ${size.width} px`;
  const layout = await page.evaluate(phoneLayout, size);
  const problems = layout.problems.map((problem) => `${at}: ${problem}`);
  if (stop.name === 'game-sysname') {
    if (layout.frameShare === undefined) problems.push(`${at}: no game frame in main`);
    else if (layout.frameShare < FRAME_SHARE) problems.push(`${at}: the game frame is ${Math.round(layout.frameShare * 100)} % of the screen's height, under ${FRAME_SHARE * 100} %`);
  }
  if (file) await page.screenshot({ path: file });
  return problems;
}

/**
 * The stops that show a screen of their own: a route that lands where another does (a bare section's redirect, a
 * payment's waiting page moving on to its result) shows the same screen, measured once, under the route that is
 * that address itself where there is one.
 */
function ownScreens(stops: readonly TourStop[]): TourStop[] {
  return stops.filter((stop) => {
    const same = stops.filter((other) => other.lands === stop.lands);
    return stop === (same.find((other) => other.path === other.lands) ?? same[0]);
  });
}

const LOCALES: readonly TourLocale[] = ['en', 'ar'];
/** `PHONE_TOUR_ONLY=<regexp>` tours only the routes whose name matches (a change to a few screens, on a busy machine). */
const ONLY = process.env.PHONE_TOUR_ONLY ? new RegExp(process.env.PHONE_TOUR_ONLY) : undefined;

for (const locale of LOCALES) {
  for (const who of ['player', 'guest'] as const) {
    test(`phone tour (${locale}, ${who}): every route fits a 390 and a 360 px phone`, async ({ page, request }) => {
      const prefix = locale === 'en' ? undefined : locale;
      let stops: TourStop[];
      /** The stops measured at the phone sizes: each screen once (the player visits the other routes too). */
      let measured: ReadonlySet<TourStop>;
      if (who === 'player') {
        const player = await createPlayer(request, PLAYER);
        await signIn(page, player.email, player.password);
        // the account's locale wins over the address on a page load (platform locale strategy)
        if (prefix) expect((await page.request.post('/api/account.changelocale', { multipart: { locale } })).status()).toBe(200);
        stops = await tourStops(page.request, player);
        measured = new Set(ownScreens(stops));
      } else {
        stops = await guestStops(request);
        measured = new Set(stops);
      }
      if (ONLY) stops = stops.filter((stop) => ONLY.test(stop.name));
      test.setTimeout(BOOT_MS + stops.length * (SETTLE_MS + 10_000));
      // the player's rounds hold each route to the route tour's checks too
      const watched = who === 'player' ? await watchPage(page) : undefined;
      const failures = failureTexts(locale);
      const net: Network = trackNetwork(page);
      const started = Date.now();
      await boot(page, prefix, net);

      const broken: string[] = [];
      const firstLoad = counted(watched?.take() ?? []);
      if (firstLoad.length) broken.push(`${withLocale('/', prefix)} (first load): ${firstLoad.join('; ')}`);
      let sized = 0;
      for (const [index, stop] of stops.entries()) {
        const address = withLocale(stop.path, prefix);
        const measure = measured.has(stop);
        const sizes = (measure ? sized++ : sized) % 2 ? [...SIZES].reverse() : SIZES;
        const shot = (width: number) => test.info().outputPath(`${locale}-${who}-${String(index).padStart(2, '0')}-${stop.name}-${width}.png`);
        const problems = await (async () => {
          // the last stop left the window at this stop's first size, unless it failed half-way
          if (page.viewportSize()?.width !== sizes[0]!.width) await page.setViewportSize(sizes[0]!);
          const found = await arrive(page, stop, prefix, net, watched ? { addresses: watched.addresses } : { quietMs: 150 });
          if (watched) found.push(...(await shownProblems(page, prefix, failures)));
          for (const [i, size] of (measure ? sizes : []).entries()) {
            if (i > 0) {
              await page.setViewportSize(size);
              // two frames: the resized window laid out and painted
              await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
            }
            found.push(...(await checkSize(page, stop, size, size.width === SHOT_WIDTH ? shot(size.width) : undefined)));
          }
          return found;
        })().catch((error: Error) => [`the visit failed: ${error.message.split('\n')[0]}`]);
        problems.push(...counted(watched?.take() ?? []));
        if (problems.length) broken.push(`${address} [${stop.name}] (${locale}, ${who}):\n    ${problems.join('\n    ')}`);
      }
      console.log(`phone tour (${locale}, ${who}): ${stops.length} routes, ${measured.size} screens × ${SIZES.length} sizes in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      expect(broken, `${broken.length} of ${stops.length} routes failed on a phone (${locale}, ${who}):\n  ${broken.join('\n  ')}\n`).toEqual([]);
    });
  }
}
