import { createHmac } from 'node:crypto';
import type { Frame, Page } from '@playwright/test';
import { seededGame } from './games-support.ts';
import type { Route, SentMessage } from './foreign-messages-support.ts';
import { countRequests } from './foreign-messages-support.ts';
import { createPlayer, expect, sandboxUrl, shellReady, signIn, test } from './support.ts';

/** A message shape of the corpus (e2e/corpus/foreign-messages.json). */
export interface Shape {
  readonly name: string;
  readonly data: unknown;
  readonly effect: string;
  readonly vendorEvent?: string;
  readonly vendorViewport?: number;
}

/** A listener's screen, open and ready, with what the suite needs to reach and watch it. */
interface Opened {
  /** The window whose listener is under test. */
  readonly listening: Frame;
  /** Where the suite adds its sender frames, and the route from such a frame to `listening`. */
  readonly host: Frame;
  readonly fromHostChild: Route;
  /** The real sender (positive control), or `vendor` where the events come through a vendor script's API. */
  readonly real?: { readonly sender: Frame; readonly route: Route };
  readonly vendor?: (shape: Shape) => Promise<void>;
  /** What each message would change, read as a value; "not acted on" means unchanged. */
  readonly effects: Record<string, () => Promise<unknown>>;
  /** Fills live values (`{SESSION_ID}`) into a shape's data. */
  readonly fill?: (data: unknown) => unknown;
  /** Waits, after a real sender's message, for the rest of what it sets off (so the app's answers are recorded). */
  readonly settle?: (shape: Shape) => Promise<void>;
  /** Work after the positive controls (e.g. let the app finish its own flow, so its own messages are recorded). */
  readonly finish?: () => Promise<void>;
}

export type Driver = (page: Page, sent: readonly SentMessage[]) => Promise<Opened>;

const frameHeight = (page: Page, selector: string) => async () => Math.round((await page.locator(selector).boundingBox())?.height ?? 0);

/**
 * A page of our origin framing the form and recording the messages it receives, as a landing page would. It is one
 * of the app's own pages: a page the test serves itself (`page.route`) counts as public to the browser, which then
 * refuses it a frame of the sandbox's loopback address (private network access).
 */
async function embeddedForm(page: Page): Promise<Opened> {
  await page.goto('/promotions');
  await shellReady(page);
  await page.evaluate(() => {
    const received: unknown[] = ((window as unknown as { received: unknown[] }).received = []);
    addEventListener('message', (event) => received.push((event.data as { type?: unknown } | null)?.type));
    const frame = document.createElement('iframe');
    Object.assign(frame, { name: 'form', title: 'Form', src: '/forms/sign_in' });
    document.body.append(frame);
  });
  const answers = () => page.evaluate(() => (window as unknown as { received: unknown[] }).received.filter((t) => t === 'checkIframe').length);
  await expect.poll(answers).toBe(1); // the form announced itself: it is listening
  const form = page.frames().find((f) => f.name() === 'form')!;
  return { listening: form, host: page.mainFrame(), fromHostChild: 'parent.frames.form', real: { sender: page.mainFrame(), route: 'frames.form' }, effects: { answersToParent: answers } };
}

async function socialReturn(page: Page): Promise<Opened> {
  await page.goto('/promotions?show_popup_auth=1');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Sign in with Google' }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('button', { name: 'Continue as Google user' })).toBeVisible();
  const reloads = countRequests(page, '/api/account.getInfo');
  return {
    listening: page.mainFrame(),
    host: page.mainFrame(),
    fromHostChild: 'parent',
    real: { sender: popup.mainFrame(), route: 'opener' },
    effects: { sessionReloads: async () => reloads() },
    // the provider's page goes on to our return page, whose app tells the opener (its own message is recorded)
    finish: async () => {
      const closed = popup.waitForEvent('close');
      await popup.getByRole('button', { name: 'Continue as Google user' }).click();
      await closed;
    },
  };
}

/** A real-money game whose frame never says it is ready by itself, so `game:ready` has something to change. */
async function gameFrame(page: Page): Promise<Opened> {
  const player = await createPlayer(page.request);
  await signIn(page, player.email, player.password);
  const game = await seededGame(page.request, true);
  await page.route(`**/platform/game/${game.id}/play`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Quiet game</title><p>Quiet game</p>' }));
  const reads = countRequests(page, '/api/account.getBalance');
  await page.goto(`/game/${game.sysname}`);
  await expect(page.frameLocator('iframe[title]').first().getByText('Quiet game')).toBeVisible();
  const starting = page.getByRole('progressbar', { name: 'Starting the game' });
  await expect(starting).toBeVisible();
  const frame = page.frames().find((f) => f.url().includes(`/platform/game/${game.id}/play`))!;
  return {
    listening: page.mainFrame(),
    host: page.mainFrame(),
    fromHostChild: 'parent',
    real: { sender: frame, route: 'parent' },
    effects: { frameStarting: () => starting.count(), balanceReads: async () => reads() },
  };
}

async function sportsbook(page: Page, player: boolean): Promise<Opened> {
  if (player) await signIn(page, (await createPlayer(page.request)).email);
  const reads = countRequests(page, '/api/account.getBalance');
  await page.goto('/betting');
  await shellReady(page);
  await expect(page.frameLocator('iframe[title="Sportsbook"]').getByRole('heading', { name: 'Sandbox sportsbook' })).toBeVisible();
  const frame = page.frames().find((f) => f.url().includes('/static/vendors/sportsbook/'))!;
  return {
    listening: page.mainFrame(),
    host: page.mainFrame(),
    fromHostChild: 'parent',
    real: { sender: frame, route: 'parent' },
    effects: {
      frameHeight: frameHeight(page, 'iframe[title="Sportsbook"]'),
      address: async () => new URL(page.url()).pathname,
      balanceReads: async () => reads(),
      dialogs: () => page.getByRole('dialog').count(),
    },
  };
}

/**
 * The provider's frame is served on our origin here (the configured base address says so, and the test hands the
 * sandbox's stand-in over from there), so the recorder sees the SDK's messages to it: a window of another origin is
 * out of the recorder's reach. The foreign sender stays on the sandbox's origin, now not the provider's.
 */
async function identityVerification(page: Page, sent: readonly SentMessage[]): Promise<Opened> {
  const appOrigin = new URL(test.info().project.use.baseURL!).origin;
  await page.route('**/content/config/**', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { publicClient: Record<string, unknown> };
    await route.fulfill({ response, json: { ...config, publicClient: { ...config.publicClient, sumsubBaseUrl: appOrigin } } });
  });
  await page.route(`${appOrigin}/websdk/**`, async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${sandboxUrl}${url.pathname}${url.search}` }) });
  });
  const player = await createPlayer(page.request);
  await signIn(page, player.email, player.password);
  const tokens = countRequests(page, '/api/sumsub.getAccessToken');
  const marks = countRequests(page, '/api/account.setUserOnVerification');
  await page.goto('/profile/verification');
  await page.getByRole('button', { name: 'Verify my identity' }).click();
  await expect(page.frameLocator('[data-sumsub-container] iframe').getByRole('status')).toHaveText('Ready: upload your documents.');
  // the frame's own first message carries the ids a forged one needs to look right
  const onReady = () => sent.find((m) => (m.data as { method?: string } | null)?.method === 'idCheck.onReady');
  await expect.poll(onReady).toBeTruthy();
  const ready = onReady()!.data as { sessionId: string; frameId: string };
  const frame = page.frames().find((f) => f.url().includes('/websdk/websdk.html'))!;
  const fill = (data: unknown) => JSON.parse(JSON.stringify(data).replaceAll('{SESSION_ID}', ready.sessionId).replaceAll('{FRAME_ID}', ready.frameId)) as unknown;
  return {
    listening: page.mainFrame(),
    host: page.mainFrame(),
    fromHostChild: 'parent',
    real: { sender: frame, route: 'parent' },
    fill,
    // an expired token: the app fetches a new one and the SDK hands it to the frame
    settle: async (shape) => {
      if (shape.effect === 'tokenRequests') await expect(page.frameLocator('[data-sumsub-container] iframe').getByRole('status')).toHaveText('Access token renewed.');
    },
    effects: { frameHeight: frameHeight(page, '[data-sumsub-container] iframe'), tokenRequests: async () => tokens(), submitMarks: async () => marks() },
  };
}

async function chatWidget(page: Page): Promise<Opened> {
  await signIn(page, (await createPlayer(page.request)).email);
  const stored = countRequests(page, '/api/FreshChat.storeChatEvent');
  await page.goto('/');
  await shellReady(page);
  await page.mouse.move(10, 10);
  await expect(page.locator('#fc_frame')).toBeVisible();
  await expect.poll(() => page.evaluate(() => ((window as unknown as { __vendorCalls?: { method: string }[] }).__vendorCalls ?? []).map((c) => c.method))).toContain('setExternalId');
  return {
    listening: page.mainFrame(),
    host: page.mainFrame(),
    fromHostChild: 'parent',
    vendor: (shape) =>
      page.evaluate(({ event, payload }) => (window as unknown as { fcWidget: { __emit(e: string, p: unknown): void } }).fcWidget.__emit(event, payload), {
        event: shape.vendorEvent!,
        payload: { data: (shape.data as { data: unknown }).data },
      }),
    effects: { storedChatEvents: async () => stored() },
  };
}

/** The sandbox's default bot token: the launch data is signed here, as the messaging app would. */
function telegramLaunch(id: number): string {
  const user = { id, username: `tgmsg_${id}`, first_name: 'Tele', language_code: 'en' };
  const authDate = String(Math.floor(Date.now() / 1000));
  const flat: Record<string, string> = { id: String(id), username: user.username, first_name: user.first_name, language_code: 'en', auth_date: authDate };
  const check = Object.keys(flat).sort().map((key) => `${key}=${flat[key]}`).join('\n');
  const secret = createHmac('sha256', 'WebAppData').update('sandbox-bot-token').digest();
  const hash = createHmac('sha256', secret).update(check).digest('hex');
  return new URLSearchParams({ query_id: 'AAE-msg', user: JSON.stringify(user), auth_date: authDate, hash }).toString();
}

async function messagingApp(page: Page): Promise<Opened> {
  await page.goto(`/#tgWebAppData=${encodeURIComponent(telegramLaunch(730_000_000 + Math.floor(Math.random() * 1_000_000)))}&tgWebAppVersion=8.0`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  return {
    listening: page.mainFrame(),
    host: page.mainFrame(),
    fromHostChild: 'parent',
    vendor: (shape) => page.evaluate((height) => (window as unknown as { Telegram: { WebApp: { __setViewport(h: number): void } } }).Telegram.WebApp.__setViewport(height), shape.vendorViewport!),
    effects: { viewportHeight: () => page.evaluate(() => document.documentElement.style.getPropertyValue('--app-viewport-height')) },
  };
}

export const DRIVERS: Record<string, Driver> = {
  'embedded-form': embeddedForm,
  'social-return': socialReturn,
  'game-frame': gameFrame,
  'sportsbook-player': (page) => sportsbook(page, true),
  'sportsbook-guest': (page) => sportsbook(page, false),
  'identity-verification': identityVerification,
  'chat-widget': chatWidget,
  'messaging-app': messagingApp,
};
