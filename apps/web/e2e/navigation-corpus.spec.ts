import type { Route } from '@playwright/test';
import { authDialog } from './auth-support.ts';
import { allowedExit, corpus, EVIL, fill, ownLanding, sampled, signInThrough, slices, SLICES, SLOWER, visit, watch, withRedirectRules } from './navigation-corpus-support.ts';
import { createPlayer, expect, scopeFaults, signIn, test } from './support.ts';

/**
 * The navigation corpus (packages/domain/src/routing/navigation-corpus.json: every Unicode space, C0 and C1 control
 * and zero-width character before javascript:, data:, vbscript:, //host and http://other, with mixed case,
 * percent-encodings, backslashes and dot segments) replayed through every sink an address from outside reaches:
 * content redirect rules (internal and external), the sign-in popup's `redirectUrl`, the embedded form's `backUrl`,
 * campaign popup links, banner links and the payment result page's way back. Each test counts the scripts that ran
 * (the corpus's payloads alert "nav-corpus") and the documents that went somewhere the browser's own reading of the
 * address does not allow: both must be 0. A content security policy violation fails the test as well
 * (support.ts), so the policy cannot be what stopped a vector. The domain's property tests run the same corpus
 * through the check itself; this proves each sink hands the browser only what the check judged.
 */

test.describe('the navigation corpus through every sink', () => {
  test('content redirect rules without the external flag: every vector stays on a page of ours', async ({ page, context, baseURL }) => {
    test.setTimeout(180_000 * SLOWER);
    const origin = new URL(baseURL!).origin;
    const seen = await watch(context, origin);
    await withRedirectRules(page, [
      ...corpus.map((vector, i) => ({ from_url: `/nav-corpus-${i}`, to_url: fill(vector.url, origin), external: false })),
      // the rules are in force: a safe one redirects, so a quiet run is not a run without rules
      { from_url: '/nav-corpus-control', to_url: `${origin}/promotions`, external: false },
    ]);
    await page.goto('/');
    await expect(page.locator('main#main')).toBeVisible();
    for (const [i, vector] of corpus.entries()) {
      await visit(page, `/nav-corpus-${i}`);
      await expect(page.locator('h1').first(), vector.id).toBeVisible();
      expect(page.url().startsWith(`${origin}/`), `${vector.id}: ${page.url()}`).toBe(true);
    }
    await visit(page, '/nav-corpus-control');
    await expect(page).toHaveURL(`${origin}/promotions`);
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual({ ran: [], left: [] });
    console.log(`navigation corpus, internal content rules: ${corpus.length} vectors, ${seen.ran.length} executed, ${seen.left.length} off-origin`);
  });

  test('content redirect rules marked external: only http(s) sites elsewhere, as the browser reads the rule, and no script', async ({ page, context, baseURL }) => {
    test.setTimeout(240_000 * SLOWER);
    const origin = new URL(baseURL!).origin;
    const seen = await watch(context, origin);
    await withRedirectRules(page, corpus.map((vector, i) => ({ from_url: `/nav-corpus-${i}`, to_url: fill(vector.url, origin), external: true })));
    const exits: string[] = [];
    await page.goto('/');
    await expect(page.locator('main#main')).toBeVisible();
    // each exit costs a fresh load of the app, which the development server compiles again: there the first two
    // stand for the rest (every vector that must not leave is still visited)
    const exitsToFollow = process.env.E2E_DEV_SERVER && !process.env.E2E_FULL_CORPUS ? 2 : corpus.length;
    let notFollowed = 0;
    for (const [i, vector] of corpus.entries()) {
      const exit = allowedExit(fill(vector.url, origin), origin);
      if (exit && exits.length >= exitsToFollow) {
        notFollowed += 1;
        continue;
      }
      await visit(page, `/nav-corpus-${i}`);
      if (exit) {
        // the rule sends the player to that site (our stand-in for it); then back to the app for the next vector
        await page.waitForURL(exit);
        exits.push(exit);
        await page.goto('/');
        await expect(page.locator('main#main')).toBeVisible();
        continue;
      }
      await expect(page.locator('h1').first(), vector.id).toBeVisible();
      expect(page.url().startsWith(`${origin}/`), `${vector.id}: ${page.url()}`).toBe(true);
    }
    await page.waitForLoadState('networkidle');
    expect(seen.ran).toEqual([]);
    // every document that left went exactly where an http(s) reading of its rule points, and nowhere else
    expect(seen.left).toEqual(exits);
    expect(exits.every((url) => url.startsWith(`${EVIL}/`))).toBe(true);
    console.log(`navigation corpus, external content rules: ${corpus.length} vectors, ${seen.ran.length} executed, ${exits.length} expected exits followed (${notFollowed} more not visited), 0 unexpected`);
  });

  test('campaign popup links: every vector is refused or stays on a page of ours', async ({ page, context, baseURL }) => {
    test.setTimeout(300_000 * SLOWER);
    const origin = new URL(baseURL!).origin;
    const seen = await watch(context, origin);
    // the preview asks for `popup=nav-{i}`: answered with the welcome popup carrying that vector as its link
    await page.route('**/api/popups.get**', async (route) => {
      const asked = new URL(route.request().url()).searchParams.get('sysname') ?? '';
      const index = Number(/^nav-(\d+)$/.exec(asked)?.[1] ?? -1);
      if (index < 0) return route.fallback();
      const welcome = new URL(route.request().url());
      welcome.searchParams.set('sysname', 'welcome');
      const response = await route.fetch({ url: welcome.href });
      const body = (await response.json()) as { data: Array<{ sysname: string; buttons: unknown[] }> };
      const url = fill(corpus[index]!.url, origin);
      body.data = body.data.slice(0, 1).map((popup) => ({ ...popup, sysname: asked, buttons: [{ label: 'Go', action: 'link', url }] }));
      await route.fulfill({ response, json: body });
    });
    await page.goto('/promotions');
    await expect(page.locator('main#main')).toBeVisible();
    const dialog = page.getByRole('dialog');
    for (const vector of sampled) {
      const i = corpus.indexOf(vector);
      // a campaign check still under way for the previous page (a route change) lets this one pass unasked: visit
      // again, at an address of its own (the app checks once per address), until the preview is asked for
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const asked = page.waitForRequest((request) => request.url().includes(`sysname=nav-${i}&`) || request.url().endsWith(`sysname=nav-${i}`), { timeout: 5_000 * SLOWER });
        await visit(page, `/promotions?popup=nav-${i}&attempt=${attempt}#popup-preview`);
        if (await asked.then(() => true, () => false)) break;
      }
      await expect(dialog, vector.id).toBeVisible();
      // the link goes where the browser reads it as a path of ours, or is refused (with a warning) and nothing happens
      // (the router then folds repeated slashes in the path: "/%C2%A0//x" is shown as "/%C2%A0/x")
      const landing = ownLanding(fill(vector.url, origin), origin);
      const refused = landing ? undefined : page.waitForEvent('console', (message) => message.text().includes('campaign popup link refused'));
      await dialog.getByRole('button', { name: 'Go' }).press('Enter');
      await expect(dialog, vector.id).toBeHidden();
      if (landing) await expect(page, vector.id).not.toHaveURL(/popup-preview/);
      else await refused;
      await expect(page.locator('h1').first(), vector.id).toBeVisible();
      expect(page.url().startsWith(`${origin}/`), `${vector.id}: ${page.url()}`).toBe(true);
    }
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual({ ran: [], left: [] });
    console.log(`navigation corpus, campaign popup links: ${sampled.length} vectors, ${seen.ran.length} executed, ${seen.left.length} off-origin`);
  });

  test('banner links: every link is http(s), ours when internal, and following each runs nothing', async ({ page, context, baseURL }) => {
    test.setTimeout(240_000 * SLOWER);
    const origin = new URL(baseURL!).origin;
    const seen = await watch(context, origin);
    await page.route('**/api/banners.get**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { items: Array<{ id: number; sysname: string; description: Record<string, unknown> | null }> } };
      const template = body.data.items.find((item) => item.description);
      body.data.items = template ? corpus.map((vector, i) => ({ ...template, id: 90_000 + i, sysname: `nav-${i}`, description: { ...template.description, title: `Banner ${i}`, button_text: `Go ${i}`, link: fill(vector.url, origin) } })) : [];
      await route.fulfill({ response, json: body });
    });
    await page.goto('/promotions');
    const banners = page.locator('[data-banner^="nav-"]');
    await expect(banners).toHaveCount(corpus.length);
    // what a click would follow: the anchor's own reading of its href
    const links = await banners.locator('a').evaluateAll((anchors) =>
      anchors.map((a) => ({ banner: a.closest('[data-banner]')?.getAttribute('data-banner') ?? '', href: (a as HTMLAnchorElement).href, newTab: (a as HTMLAnchorElement).target === '_blank', rel: a.getAttribute('rel') ?? '' })),
    );
    for (const link of links) {
      const url = new URL(link.href);
      expect(['http:', 'https:'], `${link.banner}: ${link.href}`).toContain(url.protocol);
      // another site opens in a new tab without a handle on ours; a page of ours in this one
      expect(link, link.banner).toMatchObject(url.origin === origin ? { newTab: false } : { newTab: true, rel: 'noopener noreferrer' });
    }
    // follow the sampled ones: another site in a new tab (closed again), a page of ours here (and back)
    const exits: string[] = [];
    for (const link of links.filter((l) => sampled.includes(corpus[Number(l.banner.slice('nav-'.length))]!))) {
      const anchor = page.locator(`[data-banner="${link.banner}"] a`);
      if (link.newTab) {
        const opened = context.waitForEvent('page');
        await anchor.click();
        const tab = await opened;
        await tab.waitForLoadState();
        expect(allowedExit(tab.url(), origin), `${link.banner}: ${tab.url()}`).toBe(tab.url());
        exits.push(tab.url());
        await tab.close();
        continue;
      }
      await anchor.click();
      await expect(page).toHaveURL(link.href);
      await expect(page.locator('h1').first()).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(`${origin}/promotions`);
      await expect(banners).toHaveCount(corpus.length);
    }
    expect(seen.ran).toEqual([]);
    expect([...seen.left, ...exits].filter((url) => !url.startsWith(`${EVIL}/`))).toEqual([]);
    console.log(`navigation corpus, banner links: ${corpus.length} vectors, ${links.length} links shown, ${seen.ran.length} executed, ${exits.length} expected exits (new tabs), 0 unexpected`);
  });

  test("the payment result page's way back: every stored back address is refused or a page of ours", async ({ page, context, baseURL, request }) => {
    test.setTimeout(180_000 * SLOWER);
    const origin = new URL(baseURL!).origin;
    const seen = await watch(context, origin);
    const player = await createPlayer(request);
    await signIn(page, player.email);
    await page.goto('/cashier/wallet');
    await expect(page.locator('main#main')).toBeVisible();
    for (const vector of sampled) {
      const i = corpus.indexOf(vector);
      await visit(page, `/cashier/wallet?n=${i}`);
      await expect(page.locator('h1').first()).toBeVisible();
      // what the cashier keeps before the player leaves for a payment page (BackUrlService), edited by hand here
      await page.evaluate((back) => localStorage.setItem('back_url_payment', JSON.stringify(back)), fill(vector.url, origin));
      await visit(page, `/cashier/paysuccess?n=${i}`);
      const result = page.locator('[data-payment-page="paysuccess"]');
      await expect(result, vector.id).toBeVisible();
      const back = result.getByRole('link', { name: 'Back to where you were' });
      if ((await back.count()) === 0) continue;
      const href = await back.evaluate((a) => (a as HTMLAnchorElement).href);
      expect(new URL(href).origin, vector.id).toBe(origin);
      await back.click();
      await expect(page).toHaveURL(href);
      await expect(page.locator('h1').first()).toBeVisible();
      expect(page.url().startsWith(`${origin}/`), `${vector.id}: ${page.url()}`).toBe(true);
    }
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual({ ran: [], left: [] });
    console.log(`navigation corpus, payment result back link: ${sampled.length} vectors, ${seen.ran.length} executed, ${seen.left.length} off-origin`);
  });

  for (const [part, vectors] of slices(SLICES).entries()) {
    test(`the sign-in popup's redirectUrl: signed in, the player lands only on a page of ours (part ${part + 1})`, async ({ page, context, baseURL, request }) => {
      test.setTimeout(300_000 * SLOWER);
      const origin = new URL(baseURL!).origin;
      const seen = await watch(context, origin);
      const player = await createPlayer(request);
      const header = page.getByRole('banner');
      await page.goto('/promotions');
      await expect(page.locator('main#main')).toBeVisible();
      for (const vector of vectors) {
        await visit(page, `/?show_popup_auth=1&redirectUrl=${encodeURIComponent(fill(vector.url, origin))}`);
        await expect(authDialog(page), vector.id).toBeVisible();
        await signInThrough(authDialog(page), player.email);
        await expect(header.getByRole('button', { name: 'Log out' }), vector.id).toBeVisible();
        await expect.poll(() => page.url(), vector.id).not.toContain('show_popup_auth');
        await expect(page.locator('h1').first()).toBeVisible();
        expect(page.url().startsWith(`${origin}/`), `${vector.id}: ${page.url()}`).toBe(true);
        await header.getByRole('button', { name: 'Log out' }).click();
        await expect(header.getByRole('button', { name: 'Sign in' })).toBeVisible();
      }
      await page.waitForLoadState('networkidle');
      expect(seen).toEqual({ ran: [], left: [] });
      console.log(`navigation corpus, popup redirectUrl (part ${part + 1}): ${vectors.length} vectors, ${seen.ran.length} executed, ${seen.left.length} off-origin`);
    });
  }

  for (const [part, vectors] of slices(SLICES).entries()) {
    test(`the embedded sign-in form's backUrl: a parent following its redirect lands only on a page of ours (part ${part + 1})`, async ({ page, context, baseURL, request }) => {
      test.setTimeout(300_000 * SLOWER);
      const origin = new URL(baseURL!).origin;
      // the parent follows each redirect the form sends in a frame of its own, as a top window would, and stays
      const seen = await watch(context, origin);
      const player = await createPlayer(request);
      await page.route('**/__e2e/following-parent', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en"><head><title>Parent</title></head><body><main>
<iframe id="form" name="form" title="Form" width="520" height="700"></iframe>
<iframe id="follow" name="follow" title="Followed" width="520" height="300"></iframe></main><script>
window.sent = [];
addEventListener('message', (event) => {
  if (event.origin !== location.origin || event.data?.type !== 'redirect') return;
  window.sent.push(event.data.payload.url);
});
window.follow = () => (document.getElementById('follow').src = window.sent.at(-1));
</script></body></html>`,
        }),
      );
      // a page of ours the parent follows to is answered by a stand-in (the app itself is not under test there), only
      // while it follows; a script address runs without any request, and another site's shows as a navigation off ours
      const standIn = (route: Route) =>
        route.request().isNavigationRequest() && route.request().frame().name() === 'follow'
          ? route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Followed</title><h1>Followed</h1>' })
          : route.fallback();
      await page.goto('/__e2e/following-parent');
      const form = page.frameLocator('#form');
      for (const vector of vectors) {
        await context.clearCookies();
        await scopeFaults(context, baseURL!);
        const before = await page.evaluate(() => (window as unknown as { sent: string[] }).sent.length);
        // the frame's own navigation, awaited: the previous form must not be the one typed into
        await page.frame({ name: 'form' })!.goto(`${origin}/forms/sign_in?backUrl=${encodeURIComponent(fill(vector.url, origin))}`);
        await expect(form.getByRole('heading', { level: 1, name: 'Sign in' }), vector.id).toBeVisible();
        await signInThrough(form.locator('body'), player.email);
        await expect.poll(() => page.evaluate(() => (window as unknown as { sent: string[] }).sent.length), vector.id).toBe(before + 1);
        const sent = await page.evaluate(() => (window as unknown as { sent: string[] }).sent.at(-1) ?? '');
        expect(new URL(sent, origin).origin, `${vector.id}: ${sent}`).toBe(origin);
        await page.route(`${origin}/**`, standIn);
        await page.evaluate(() => (window as unknown as { follow: () => void }).follow());
        await expect(page.frameLocator('#follow').getByRole('heading', { name: 'Followed' }), vector.id).toBeVisible();
        await page.unroute(`${origin}/**`, standIn);
        await page.evaluate(() => ((document.getElementById('follow') as HTMLIFrameElement).src = 'about:blank'));
      }
      expect(seen).toEqual({ ran: [], left: [] });
      console.log(`navigation corpus, embedded form backUrl (part ${part + 1}): ${vectors.length} vectors, ${seen.ran.length} executed, ${seen.left.length} off-origin`);
    });
  }
});
