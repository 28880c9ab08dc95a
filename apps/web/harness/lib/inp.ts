/**
 * A field check of interaction to next paint (INP) on the player's busiest forms: each interaction is made in
 * Playwright on the production build, in the full chromium at 4× CPU slowdown (a mid-range phone), by a sandbox player
 * created for that try, so the screen holds real state (a bonus to activate is activated for real). The page's own
 * Event Timing entries give the figure (lib/interactions.ts); Lighthouse cannot, as it measures loads, not input.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { launchForBench, trackNetwork } from './browser.ts';
import { actionMs, DURATION_THRESHOLD_MS, type EventEntry } from './interactions.ts';
import { median } from './lighthouse.ts';
import { callAs, createPlayer, jarCookie, waitingBonus, type PlayerSpec } from './sandbox-player.ts';
import { PHONE } from './signed-in.ts';

export const CPU_SLOWDOWN = 4;

interface Interaction {
  readonly name: string;
  readonly path: string;
  /** The fresh player of each try. */
  readonly player: PlayerSpec;
  /** Gives the fresh player what the screen needs (a bonus waiting to be activated). */
  readonly prepare?: (baseUrl: string, cookie: string) => Promise<void>;
  /** Resolves once the screen can take the interaction. */
  readonly ready: (page: Page) => Promise<void>;
  /** Steps before the measured one (opening the confirmation), not measured. */
  readonly before?: (page: Page) => Promise<void>;
  /** The measured interaction, resolving once its result is on the screen. */
  readonly act: (page: Page) => Promise<void>;
}

const amountField = (page: Page) => page.locator('input[name=amount]');
const bonusCard = (page: Page) => page.locator('[data-section="casino"] li').filter({ hasText: '€100 bonus' });
const activateQuestion = (page: Page) => page.getByRole('alertdialog', { name: 'Activate this bonus?' });

/** A player who has deposited before: before a first deposit the app offers to set a deposit limit, over the screen. */
const DEPOSITED: PlayerSpec = { balance: 100 };

const INTERACTIONS: readonly Interaction[] = [
  {
    name: 'deposit: typing the amount',
    path: '/cashier/deposit',
    player: DEPOSITED,
    ready: (page) => amountField(page).waitFor(),
    // focusing the field is a tap of its own, not part of typing
    before: (page) => amountField(page).click(),
    async act(page) {
      await page.keyboard.type('250', { delay: 120 });
      await page.waitForFunction(() => (document.querySelector<HTMLInputElement>('input[name=amount]')?.value ?? '').replace(/\D/g, '') === '250');
    },
  },
  {
    name: 'deposit: switching the payment method',
    path: '/cashier/deposit',
    player: DEPOSITED,
    ready: (page) => amountField(page).waitFor(),
    async act(page) {
      const methods = page.getByRole('radiogroup', { name: 'Payment method' });
      const other = methods.locator('label').filter({ has: page.getByRole('radio', { checked: false }) }).first();
      const name = (await other.textContent())?.trim() ?? '';
      await other.click();
      // a CSS selector, not a role query: Playwright runs its wait in the page, and a role query over the whole form
      // at 4× slowdown could itself delay the frame the interaction is measured to
      await page.locator(`form[aria-label="Deposit with ${name}"]`).waitFor();
    },
  },
  {
    name: 'bonuses: confirming an activation',
    path: '/profile/bonuses',
    player: DEPOSITED,
    prepare: waitingBonus,
    ready: (page) => bonusCard(page).getByRole('button', { name: 'Activate' }).waitFor(),
    async before(page) {
      await bonusCard(page).getByRole('button', { name: 'Activate' }).click();
      await activateQuestion(page).waitFor();
    },
    async act(page) {
      await activateQuestion(page).getByRole('button', { name: 'Activate' }).click();
      await bonusCard(page).getByText('Active', { exact: true }).waitFor();
    },
  },
];

export interface InteractionFigure {
  readonly name: string;
  /** ms per try; DURATION_THRESHOLD_MS stands for "under the threshold" */
  readonly tries: readonly number[];
  readonly median: number;
  /** Why it could not be measured (then `tries` is empty). */
  readonly error?: string;
}

/** Every interaction, `tries` times each (a fresh player and page every time); the median is the figure. */
export async function measureInteractions(baseUrl: string, tries: number, log: (line: string) => void): Promise<InteractionFigure[]> {
  const browser = await launchForBench();
  try {
    const figures: InteractionFigure[] = [];
    for (const interaction of INTERACTIONS) {
      const ms: number[] = [];
      try {
        for (let i = 0; i < tries; i++) {
          const player = await createPlayer(baseUrl, interaction.player);
          await interaction.prepare?.(baseUrl, player.cookie);
          const context = await browser.newContext({ ...PHONE, baseURL: baseUrl, serviceWorkers: 'block' });
          try {
            await context.addCookies([jarCookie(player.cookie, baseUrl)]);
            await popupsSeen(context, baseUrl, player.cookie);
            ms.push(await once(context, interaction));
          } catch (error) {
            throw new Error(`try ${i + 1}: ${(error as Error).message.split('\n').slice(0, 6).join('\n')}${await screenshot(context, interaction)}`);
          } finally {
            await context.close();
          }
        }
      } catch (error) {
        log(`  ${interaction.name}: ${(error as Error).message}`);
        figures.push({ name: interaction.name, tries: [], median: NaN, error: (error as Error).message.split('\n')[0] });
        continue;
      }
      log(`  ${interaction.name}: ${ms.join(', ')} ms`);
      figures.push({ name: interaction.name, tries: ms, median: median(ms) });
    }
    return figures;
  } finally {
    await browser.close();
  }
}

/**
 * Marks the campaign popups the player could get as seen, as the app keeps them in local storage
 * (`campaign_popups_seen`, features/campaign-popups): a player meets each once, and one opening over the screen
 * would take the interaction (the bonuses page got "Deposit boost").
 */
async function popupsSeen(context: BrowserContext, baseUrl: string, cookie: string): Promise<void> {
  const popups = await callAs<Array<{ sysname: string }>>(baseUrl, cookie, '/api/popups.get');
  await context.addInitScript((seen) => localStorage.setItem('campaign_popups_seen', seen), JSON.stringify(popups.map((p) => p.sysname)));
}

/** What the page showed when a try failed (a dialog in the way, a screen that did not load), for the log. */
async function screenshot(context: BrowserContext, interaction: Interaction): Promise<string> {
  const page = context.pages()[0];
  if (!page) return '';
  const path = join(tmpdir(), `bench-inp-${interaction.name.replace(/\W+/g, '-')}.png`);
  return page.screenshot({ path, timeout: 10_000 }).then(
    () => `\n  (the page then: ${path})`,
    () => '',
  );
}

async function once(context: BrowserContext, interaction: Interaction): Promise<number> {
  context.setDefaultTimeout(30_000);
  await context.addInitScript((threshold) => {
    const events: Array<{ interactionId: number; duration: number; startTime: number }> = [];
    (window as unknown as { benchEvents: typeof events }).benchEvents = events;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { interactionId?: number }>)
        events.push({ interactionId: e.interactionId ?? 0, duration: e.duration, startTime: e.startTime });
    }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
  }, DURATION_THRESHOLD_MS);
  const page = await context.newPage();
  const network = trackNetwork(page);
  await page.goto(interaction.path, { waitUntil: 'load', timeout: 60_000 });
  await interaction.ready(page);
  // the screen's data, the chunks it fetches after rendering and the start-up's idle work are done before the input
  await network.idle(500, 15_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await interaction.before?.(page);
  await settle(page);
  const since = await page.evaluate(() => performance.now());
  await interaction.act(page);
  await settle(page);
  const entries = await page.evaluate(() => (window as unknown as { benchEvents: EventEntry[] }).benchEvents);
  return actionMs(entries, since);
}

/** Two frames and a pause: the browser reports an event's timing after the paint that follows it. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 500)))));
