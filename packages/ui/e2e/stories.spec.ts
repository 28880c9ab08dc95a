import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { weakBoundaries } from './boundary-contrast.ts';

/**
 * Every story of the built catalog: axe (WCAG 2.2 A/AA) and the boundary contrast of every form control (3:1
 * against its surface, which axe does not check) in dark+light × ltr+rtl, and a screenshot (dark, ltr; also dark,
 * rtl for stories tagged `screenshot-rtl`) compared with the committed baseline. One page is loaded once; stories
 * and globals are then switched over Storybook's channel (same events the manager sends) to stay fast.
 * axe-core (the engine behind @axe-core/playwright) is injected once and run in place: re-injecting
 * it for each of ~300 checks cost more than the checks themselves.
 */
const requireFromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const axeSource = readFileSync(requireFromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
type Entry = { id: string; type: string; title: string; name: string; tags?: string[] };
const index = JSON.parse(readFileSync(new URL('../storybook-static/index.json', import.meta.url), 'utf8')) as {
  entries: Record<string, Entry>;
};
const stories = Object.values(index.entries).filter((e) => e.type === 'story');
const variants = [
  { theme: 'dark', dir: 'ltr' },
  { theme: 'light', dir: 'ltr' },
  { theme: 'dark', dir: 'rtl' },
  { theme: 'light', dir: 'rtl' },
] as const;

type Globals = { theme: string; dir: string };
let page: Page;
let current: Globals = { theme: 'dark', dir: 'ltr' };
/** The part of Storybook's channel and of axe-core's page API these checks use. */
interface StoryChannel {
  on(event: string, listener: (...args: unknown[]) => void): void;
  off(event: string, listener: (...args: unknown[]) => void): void;
  emit(event: string, ...args: unknown[]): void;
}
interface AxeInPage {
  run(context: unknown, options: unknown): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
}

let currentStory = '';
const pageErrors: string[] = [];

/** Emit a channel event and wait for the story to finish rendering; false if it did not in time. */
async function emitAndWait(event: 'setCurrentStory' | 'updateGlobals', payload: unknown): Promise<boolean> {
  const rendered = await page.evaluate(
    ([name, data]) =>
      new Promise<boolean>((resolve) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StoryChannel }).__STORYBOOK_ADDONS_CHANNEL__;
        const done = (ok: boolean) => {
          clearTimeout(timer);
          channel.off('storyRendered', onRendered);
          resolve(ok);
        };
        const onRendered = () => done(true);
        const timer = setTimeout(() => done(false), 5_000);
        channel.on('storyRendered', onRendered);
        channel.emit(name, data);
      }),
    [event, payload] as const,
  );
  // react-aria effects (autofocus, overlay positioning) settle on the next frames. Storybook may change the page's
  // layout (padding of the story's layout) around a story that opened an overlay on its first render; a player's
  // page does not move under an open tooltip, but here it would stay where it was measured: a resize repositions it.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.evaluate(() => {
    window.dispatchEvent(new Event('resize'));
    return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
  return rendered;
}

/** Full load of a story (first load, and the fallback when a channel switch did not render). */
async function load(id: string, globals: Globals) {
  await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=theme:${globals.theme};dir:${globals.dir}`);
  await page.waitForFunction(() => document.body.classList.contains('sb-show-main') && document.querySelector('[data-ui-root]'));
  await page.evaluate(() => document.fonts.ready);
  await page.addScriptTag({ content: axeSource });
  current = globals;
  currentStory = id;
}

async function setGlobals(next: Globals) {
  if (next.theme === current.theme && next.dir === current.dir) return;
  if (!(await emitAndWait('updateGlobals', { globals: next }))) {
    console.warn(`updateGlobals did not render ${currentStory}; reloading`);
    await load(currentStory, next);
  }
  current = next;
}

async function showStory(id: string) {
  if (currentStory === id) return;
  if (!(await emitAndWait('setCurrentStory', { storyId: id, viewMode: 'story' }))) {
    console.warn(`setCurrentStory did not render ${id}; reloading`);
    await load(id, current);
  }
  currentStory = id;
}

test.beforeAll(async ({ browser }) => {
  // axe needs a page from an explicit context.
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${process.env.UI_E2E_PORT}`,
    viewport: { width: 800, height: 600 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await load(stories[0]!.id, variants[0]);
});

test.afterAll(async () => {
  await page.context().close();
});

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async () => {
    pageErrors.length = 0;
    await setGlobals(variants[0]);
    await showStory(story.id);
    for (const variant of variants) {
      await setGlobals(variant);
      const found = await page.evaluate(async (tags) => {
        const axe = (window as unknown as { axe: AxeInPage }).axe;
        const results = await axe.run({ exclude: [['#storybook-docs']] }, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
        return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      }, axeTags);
      expect(found, `axe ${variant.theme}/${variant.dir}`).toEqual([]);
      expect(await page.evaluate(weakBoundaries, 3), `form control boundary contrast ${variant.theme}/${variant.dir}`).toEqual([]);
      // Stories tagged `no-screenshot` change on their own (a live countdown); axe still runs. Those tagged
      // `screenshot-rtl` (layouts, whose whole point is where things go) are also kept right to left.
      if (variant === variants[0] && !story.tags?.includes('no-screenshot')) await expect(page).toHaveScreenshot(`${story.id}.png`);
      if (variant === variants[2] && story.tags?.includes('screenshot-rtl')) await expect(page).toHaveScreenshot(`${story.id}--rtl.png`);
    }
    expect(pageErrors).toEqual([]);
  });
}
