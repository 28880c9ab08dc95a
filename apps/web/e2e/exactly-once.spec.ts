import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { effectsOf, ONE_SHOT_ACTIONS, type Actor, type OneShotAction } from './exactly-once/index.ts';
import { holdDeadlines } from './exactly-once/deadline.ts';
import { createPlayer, expect, fault, faultsPending, releaseHeld, sandboxConfig, signIn, test } from './support.ts';

/**
 * Exactly once: every one-shot action × {a double click, a held Enter, a timeout followed by a retry} stores its
 * effect once, read from the sandbox's state (`GET /__sandbox/players/{login}/effects`), not from request counts.
 * The rows are in `exactly-once/`, one file per area; a new one-shot action gets a row in its area's file.
 */

/**
 * The sandbox holds the first call until the test releases it (POST /__sandbox/faults/release), after the retry was
 * answered: the held call is then booked behind the retry, the order a slow backend produces. The hold's own limit
 * only ends a test that failed before releasing it.
 */
const HOLD_MS = 60_000;

interface Scenario {
  readonly name: string;
  readonly run: (page: Page, action: OneShotAction, actor: Actor) => Promise<void>;
}

const SCENARIOS: readonly Scenario[] = [
  {
    name: 'a double click',
    async run(page, action, actor) {
      await (await action.open(page, actor)).dblclick();
      await action.done(page);
    },
  },
  {
    name: 'a held Enter',
    async run(page, action, actor) {
      const control = await action.open(page, actor);
      await (action.enterOn?.(page) ?? control).focus();
      // keyboard auto-repeat: key-downs without a key-up (Playwright marks the later ones `repeat`)
      for (let i = 0; i < 6; i += 1) await page.keyboard.down('Enter');
      await page.keyboard.up('Enter');
      await action.done(page);
    },
  },
  {
    name: 'a timeout followed by a retry',
    async run(page, action, actor) {
      const control = await action.open(page, actor);
      await fault(page.request, { method: action.operation, delayMs: HOLD_MS, times: 1 });
      const isCall = (url: string) => url.includes(`/api/${action.operation}`);
      const gaveUp = page.waitForEvent('requestfailed', (r) => isCall(r.url()));
      const deadlines = await holdDeadlines(page);
      await control.click();
      // the backend has the call (the one-time fault is used up) before the client's deadline passes for it
      await expect.poll(() => faultsPending(page.request), { message: 'the sandbox never took the call' }).toBe(0);
      expect(await deadlines.pass(), 'the call had no deadline').toBeGreaterThan(0);
      await gaveUp;
      await (action.again ? await action.again(page, actor) : control).click();
      await action.done(page);
      // the held first call goes on now, after the retry's answer; counted once it has been answered
      expect(await releaseHeld(page.request), 'the first call was still held').toBe(1);
    },
  },
];

/** Each cell's count goes to a file, so the figure covers both workers (printed by whichever finishes last). */
const resultsDir = () => join(test.info().project.outputDir, 'exactly-once');
const CELLS = ONE_SHOT_ACTIONS.length * SCENARIOS.length;

function record(action: OneShotAction, scenario: Scenario, effects: number): void {
  mkdirSync(resultsDir(), { recursive: true });
  const file = `${action.name}--${scenario.name}`.replace(/[^a-z0-9-]+/gi, '_');
  writeFileSync(join(resultsDir(), `${file}.json`), JSON.stringify({ action: action.name, scenario: scenario.name, effects }));
}

test.afterAll(() => {
  let files: string[] = [];
  try {
    files = readdirSync(resultsDir());
  } catch {
    return;
  }
  if (files.length < CELLS) return; // the other worker still runs cells: it prints the figure
  const counts = files.map((f) => (JSON.parse(readFileSync(join(resultsDir(), f), 'utf8')) as { effects: number }).effects);
  const duplicates = counts.filter((n) => n > 1).length;
  console.log(`exactly once: ${ONE_SHOT_ACTIONS.length} actions × ${SCENARIOS.length} scenarios = ${CELLS} cells, duplicates ${duplicates}`);
});

for (const action of ONE_SHOT_ACTIONS) {
  test.describe(`exactly once: ${action.name}`, () => {
    for (const scenario of SCENARIOS) {
      test(`${scenario.name} stores one effect`, async ({ page }) => {
        // 54 cells on two shared cores: no chat, analytics or images, which none of the actions needs
        await sandboxConfig(page.request, { chatAndAnalytics: 0 });
        await page.route((url) => url.pathname.startsWith('/_ipx/') || /\.(png|jpe?g|webp|avif|svg)$/.test(url.pathname), (route) => route.abort());
        const actor = await createPlayer(page.request, { currency: 'EUR', ...action.player });
        await signIn(page, actor.email, actor.password);
        await action.prepare?.(page, actor);
        await scenario.run(page, action, actor);
        // a second effect may land a moment after the screen said done: wait for the state to stay put
        let effects = -1;
        await expect.poll(async () => {
          const previous = effects;
          effects = action.effect(await effectsOf(page.request, actor.email));
          return effects === previous;
        }, { intervals: [300, 300, 300] }).toBe(true);
        record(action, scenario, effects);
        expect(effects, `${action.name}: ${scenario.name}`).toBe(1);
      });
    }
  });
}
