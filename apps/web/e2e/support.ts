import { expect, test as base, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

/**
 * The sandbox applies a fault injected with `fault()` (and config set with `sandboxConfig()`) only to requests
 * carrying this test's scope cookie, so such tests run in parallel with the rest without reaching their pages.
 */
const faultScope = () => base.info().testId;

/** Gives a browser context this test's fault scope (the `context` fixture has it already; for extra contexts). */
export async function scopeFaults(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'sandbox_scope', value: faultScope(), url: baseURL }]);
}

/** What a page reports when the content security policy refuses something (a script, a frame, a connection). */
interface PolicyViolation {
  readonly directive: string;
  readonly blocked: string;
  readonly source: string;
  readonly page: string;
}

/**
 * Every test fails on a content security policy violation in any page or frame of its context: the policy is the
 * last line, and a test that trips it found something the app let through (a check that should have refused an
 * address, a script the page should not run) or something legitimate the policy does not know. Pages report their
 * violations through an init script (the `securitypolicyviolation` event), as harness/a11y.ts collects them.
 * `campaign-popups.spec.ts` and other specs that want no seeded state use this `guardedTest` directly.
 */
export const guardedTest = base.extend({
  context: async ({ context }, use) => {
    const violations: PolicyViolation[] = [];
    await context.exposeBinding('__e2eReportPolicyViolation', (_source, violation: PolicyViolation) => void violations.push(violation));
    await context.addInitScript(() => {
      const report = (window as unknown as { __e2eReportPolicyViolation?: (v: PolicyViolation) => void }).__e2eReportPolicyViolation;
      document.addEventListener('securitypolicyviolation', (event) =>
        report?.({ directive: event.effectiveDirective, blocked: event.blockedURI || 'inline', source: `${event.sourceFile}:${event.lineNumber}`, page: location.href }),
      );
    });
    await use(context);
    expect(violations, 'content security policy violations').toEqual([]);
  },
});

/**
 * Tests run with the seeded campaign popups already seen and the deposit-limit prompt already answered, so neither
 * covers the page under test; `campaign-popups.spec.ts` uses `guardedTest` to see them, and the
 * responsible-gaming spec opens a context of its own to see the prompt.
 */
export const test = guardedTest.extend({
  context: async ({ context, baseURL }, use) => {
    await context.addInitScript(() => localStorage.setItem('campaign_popups_seen', JSON.stringify(['welcome', 'deposit-boost', 'summer-drop'])));
    await context.addInitScript(() => localStorage.setItem('deposit_limit_prompt_seen', 'true'));
    await scopeFaults(context, baseURL!);
    await use(context);
    const scope = encodeURIComponent(faultScope());
    await context.request.delete(`${sandboxUrl}/__sandbox/faults?scope=${scope}`).catch(() => {});
    await context.request.post(`${sandboxUrl}/__sandbox/faults/release?scope=${scope}`).catch(() => {});
    await context.request.delete(`${sandboxUrl}/__sandbox/config?scope=${scope}`).catch(() => {});
    await context.request.delete(`${sandboxUrl}/__sandbox/clock?scope=${scope}`).catch(() => {});
  },
});
export { expect };

export const sandboxUrl = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 8788}`;

/** Signs the browser context in through the API (the session cookie lands in the context). */
export async function signIn(page: Page, email = 'demo@example.com', password = 'demo1234'): Promise<void> {
  const response = await page.request.post('/api/auth.login', { multipart: { login: email, password } });
  expect(response.status(), await response.text()).toBeLessThan(400);
}

/** Injects a fault for this test's pages only (see `faultScope`). */
export async function fault(request: APIRequestContext, fault: Record<string, unknown>): Promise<void> {
  const response = await request.post(`${sandboxUrl}/__sandbox/faults`, { data: { ...fault, scope: faultScope() } });
  expect(response.status()).toBe(201);
}

/** Changes the sandbox's tunable config (`timeToForceLogout`, `paymentSettleMs`, …) for this test's pages only. */
export async function sandboxConfig(request: APIRequestContext, values: Record<string, number>): Promise<void> {
  const response = await request.post(`${sandboxUrl}/__sandbox/config?scope=${encodeURIComponent(faultScope())}`, { data: values });
  expect(response.status(), await response.text()).toBe(200);
}

/** Shifts the sandbox's now for this test's pages only (a pending limit applying a day later). */
export async function sandboxClock(request: APIRequestContext, offsetMs: number): Promise<void> {
  const response = await request.post(`${sandboxUrl}/__sandbox/clock?scope=${encodeURIComponent(faultScope())}`, { data: { offsetMs } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Lets this test's calls held by a `delayMs` fault go on now; answers how many, once they have been answered. */
export async function releaseHeld(request: APIRequestContext): Promise<number> {
  const response = await request.post(`${sandboxUrl}/__sandbox/faults/release?scope=${encodeURIComponent(faultScope())}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { released: number }).released;
}

/** How many of this test's injected faults are still waiting for a call (a `times: 1` fault is gone once used). */
export async function faultsPending(request: APIRequestContext): Promise<number> {
  const response = await request.get(`${sandboxUrl}/__sandbox/faults?scope=${encodeURIComponent(faultScope())}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as unknown[]).length;
}

export async function clearFaults(request: APIRequestContext): Promise<void> {
  await request.delete(`${sandboxUrl}/__sandbox/faults?scope=${encodeURIComponent(faultScope())}`);
}

/** The newest code the sandbox "sent" to `to` of a kind (GET /__sandbox/outbox, newest first). */
export async function outboxCode(request: APIRequestContext, to: string, kind: 'two_factor' | 'restore' | 'confirm_contact'): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`${sandboxUrl}/__sandbox/outbox?to=${encodeURIComponent(to)}&kind=${kind}&limit=1`);
      const [message] = (await response.json()) as { code: string | null }[];
      code = message?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * Waits until the app has rendered its shell (header landmark or a full-page message) and is live: a prerendered
 * page shows the same shell before it hydrates, when keys and clicks do nothing yet (a Ctrl+K pressed then was lost).
 */
export async function shellReady(page: Page): Promise<void> {
  await expect(page.locator('main#main')).toBeVisible();
  await hydrated(page);
}

/** The app has hydrated the page: the UI root's effects ran, which put its theme class on `<html>` (static markup has none). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const theme = document.querySelector('[data-ui-root]')?.classList[0];
    return !!theme && document.documentElement.classList.contains(theme);
  });
}

/** What `POST /__sandbox/players` accepts: every field optional (a unique e-mail and `demo1234` by default). */
export interface PlayerSpec {
  readonly email?: string;
  readonly password?: string;
  readonly currency?: string;
  readonly country?: string;
  readonly balance?: number;
  /** Loyalty programme points to spend in the shop. */
  readonly loyaltyPoints?: number;
  /** An active cashback of this amount, claimable for three days. */
  readonly cashback?: number;
  /** Played slot rounds, one a day back from now (newest first), for the bet history. */
  readonly rounds?: number;
  /** A responsible-gaming deposit limit started now; the opening `balance` counts against it. */
  readonly depositLimit?: { readonly amount: number; readonly periodDays?: 1 | 7 | 14 | 30 };
  readonly flags?: { readonly twoFactor?: boolean; readonly banned?: boolean; readonly incomplete?: boolean; readonly emailConfirmed?: boolean; readonly phoneConfirmed?: boolean };
}

/**
 * A fresh sandbox player for a test that changes a player's state (or reads codes sent to one), so tests can run in
 * parallel without meeting on the shared demo accounts.
 */
export async function createPlayer(request: APIRequestContext, spec: PlayerSpec = {}): Promise<{ id: number; email: string; password: string }> {
  const response = await request.post(`${sandboxUrl}/__sandbox/players`, { data: spec });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; email: string; password: string };
}

/**
 * Adds up, from the page's first frame on, the layout shifts that move something inside `selector` (a shift
 * elsewhere, a vendor's widget for one, is another test's subject). Call before `goto`; `read()` answers the sum so far.
 */
export async function watchLayoutShifts(page: Page, selector: string): Promise<{ read(): Promise<number> }> {
  await page.addInitScript((inside) => {
    const w = window as unknown as { watchedShift: number };
    w.watchedShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[])
        if (entry.sources.some((source) => source.node instanceof Element && source.node.closest(inside))) w.watchedShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  }, selector);
  return { read: () => page.evaluate(() => (window as unknown as { watchedShift: number }).watchedShift) };
}
