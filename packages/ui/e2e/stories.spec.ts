import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';

/**
 * Every story of the built catalog: axe (WCAG 2.2 A/AA) in dark+light × ltr+rtl and a screenshot
 * (dark, ltr) compared with the committed baseline. One page is loaded once; stories and globals
 * are then switched over Storybook's channel (same events the manager sends) to stay fast.
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
let currentStory = '';
const pageErrors: string[] = [];

/** Emit a channel event and wait for the story to finish rendering. */
async function emitAndWait(event: 'setCurrentStory' | 'updateGlobals', payload: unknown) {
  await page.evaluate(
    ([name, data]) =>
      new Promise<void>((resolve, reject) => {
        const channel = (window as any).__STORYBOOK_ADDONS_CHANNEL__;
        const timer = setTimeout(() => reject(new Error(`no storyRendered after ${name}`)), 15_000);
        const done = () => {
          clearTimeout(timer);
          channel.off('storyRendered', done);
          resolve();
        };
        channel.on('storyRendered', done);
        channel.emit(name, data);
      }),
    [event, payload] as const,
  );
  // react-aria effects (autofocus, overlay positioning) settle on the next frames.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

async function setGlobals(next: Globals) {
  if (next.theme === current.theme && next.dir === current.dir) return;
  await emitAndWait('updateGlobals', { globals: next });
  current = next;
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
  await page.goto(`/iframe.html?id=${stories[0]!.id}&viewMode=story&globals=theme:dark;dir:ltr`);
  await page.waitForFunction(() => document.querySelector('[data-ui-root]'));
  await page.evaluate(() => document.fonts.ready);
  await page.addScriptTag({ content: axeSource });
  current = { theme: 'dark', dir: 'ltr' };
  currentStory = stories[0]!.id;
});

test.afterAll(async () => {
  await page.context().close();
});

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async () => {
    pageErrors.length = 0;
    await setGlobals(variants[0]);
    if (currentStory !== story.id) await emitAndWait('setCurrentStory', { storyId: story.id, viewMode: 'story' });
    currentStory = story.id;
    for (const variant of variants) {
      await setGlobals(variant);
      const found = await page.evaluate(async (tags) => {
        const axe = (window as any).axe;
        const results = await axe.run({ exclude: [['#storybook-docs']] }, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
        return (results.violations as any[]).map((v) => `${v.id}: ${v.nodes.map((n: any) => n.target.join(' ')).join(', ')}`);
      }, axeTags);
      expect(found, `axe ${variant.theme}/${variant.dir}`).toEqual([]);
      // Stories tagged `no-screenshot` change on their own (a live countdown); axe still runs.
      if (variant === variants[0] && !story.tags?.includes('no-screenshot')) await expect(page).toHaveScreenshot(`${story.id}.png`);
    }
    expect(pageErrors).toEqual([]);
  });
}
