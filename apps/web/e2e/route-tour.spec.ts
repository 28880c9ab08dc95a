import type { Page } from '@playwright/test';
import { trackNetwork } from '../harness/lib/browser.ts';
import { withLocale } from '../harness/lib/routes.ts';
import { failureTexts, tourStops, type FailureTexts, type TourLocale, type TourStop } from './route-tour.ts';
import { counted, shownProblems, watchPage, type Watched } from './tour-watch.ts';
import { createPlayer, expect, sandboxUrl, signIn, test } from './support.ts';
import { arrive, boot, BOOT_MS, SETTLE_MS, type Network } from './tour-navigation.ts';

/**
 * The route tour: a fresh player signs in and opens every route of the route table, and each screen must come up
 * with its content and without a failure state, a console error, an app warning, an uncaught exception or a content
 * security policy violation (e2e/tour-watch.ts). It runs against the development server (playwright.dev.config.ts),
 * where React's StrictMode takes every screen down and up again once: a view-model that cannot come back from that
 * fails only there, and a screen that works only in the production build is broken. The production build gets the
 * same checks in the phone tour (e2e/phone-tour.spec.ts).
 *
 * The screens are opened the way an in-app link opens them (history and popstate, harness/lib/browser.ts), one page
 * load per locale: loading the app afresh for each route took four times as long (2.5 s a route against 0.6 s in the
 * production build on two cores), and far longer under the development server, which serves hundreds of modules to
 * each fresh page. Every failure is collected and all of them are reported together at the end, so one run shows
 * every broken screen.
 */

/** What a tour player owns, so the money, loyalty, cashback and bet history screens have something to show. */
const PLAYER = { currency: 'EUR', balance: 120, loyaltyPoints: 500, cashback: 5, rounds: 12 } as const;

/** Opens one stop in-app and answers what is wrong with it (nothing: an empty list). */
async function visit(page: Page, stop: TourStop, prefix: string | undefined, failures: FailureTexts, net: Network, watched: Watched): Promise<string[]> {
  const problems = await arrive(page, stop, prefix, net, { addresses: watched.addresses });
  return [...problems, ...(await shownProblems(page, prefix, failures))];
}

/**
 * English only: what the development server adds (StrictMode's second mount, modules compiled on demand, its own
 * security policy) does not depend on the language, and the Arabic half cost the test command a minute and a half.
 * The production build's tour of every route, in English and in Arabic, is the phone tour's player rounds
 * (e2e/phone-tour.spec.ts), which make the same checks; playwright.config.ts leaves this file to the development one.
 */
const LOCALES: readonly TourLocale[] = ['en'];

for (const locale of LOCALES) {
  test(`route tour (${locale}): every route shows its screen to a signed-in player, without an error`, async ({ page, request }) => {
    const prefix = locale === 'en' ? undefined : locale;
    // the test command runs the development tour with the sandbox on a PostgreSQL server (scripts/with-postgres.sh
    // sets DATABASE_URL): make sure the sandbox it talks to is on it, not on its embedded database
    if (process.env.DATABASE_URL) expect(await (await request.get(`${sandboxUrl}/__sandbox/health`)).json()).toMatchObject({ database: 'postgresql' });
    const player = await createPlayer(request, PLAYER);
    await signIn(page, player.email, player.password);
    // an Arabic-speaking player: the account's locale wins over the address on a page load (platform locale strategy)
    if (prefix) expect((await page.request.post('/api/account.changelocale', { multipart: { locale } })).status()).toBe(200);
    const stops = await tourStops(page.request, player);
    // a generous bound that a tour of failing screens (each waiting out its settle time) still fits in
    test.setTimeout(BOOT_MS + stops.length * (SETTLE_MS + 10_000));
    const failures = failureTexts(locale);
    const watched = await watchPage(page);
    const net = trackNetwork(page);

    const started = Date.now();
    await boot(page, prefix, net);
    const broken: string[] = [];
    const firstLoad = counted(watched.take());
    if (firstLoad.length) broken.push(`${withLocale('/', prefix)} (first load): ${firstLoad.join('; ')}`);
    const booted = Date.now();

    const timings: Array<[string, number]> = [];
    for (const stop of stops) {
      const t0 = Date.now();
      const address = withLocale(stop.path, prefix);
      const problems = await visit(page, stop, prefix, failures, net, watched).catch((error: Error) => [`the visit failed: ${error.message.split('\n')[0]}`]);
      problems.push(...counted(watched.take()));
      if (problems.length) broken.push(`${address} [${stop.name}]:\n    ${problems.join('\n    ')}`);
      timings.push([address, Date.now() - t0]);
    }

    const slowest = [...timings].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([address, ms]) => `${address} ${(ms / 1000).toFixed(1)} s`);
    console.log(`route tour (${locale}): ${stops.length} routes in ${((Date.now() - booted) / 1000).toFixed(0)} s after a ${((booted - started) / 1000).toFixed(0)} s first load; slowest: ${slowest.join(', ')}`);
    expect(broken, `${broken.length} of ${stops.length} routes failed (${locale}):\n  ${broken.join('\n  ')}\n`).toEqual([]);
  });
}
