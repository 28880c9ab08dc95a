import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM } from './browser.ts';
import { WEB_DIR } from './paths.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseResult {
  readonly scores: Record<Category, number>;
  /** ms (CLS unitless) */
  readonly metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  /** Where the page ended up (after redirects and the app's own client-side navigation). */
  readonly finalUrl: string;
  /** The lowest-scoring failed audits, for the report. */
  readonly failedAudits: Array<{ category: Category; id: string; title: string; items: string[] }>;
}

/**
 * `--hide-scrollbars`: without it, one run in three to five of a prerendered page drew its first frame a second late
 * and lost 10–15 points. The runs' traces (with the cc scheduler's state) show the sequence: the mobile emulation's
 * overlay scrollbar starts its fade animation within the first ~150 ms of the navigation (sometimes before the page's
 * markup is even parsed), the renderer draws a frame for each step of it, frames the display does not show (the new
 * page's surface is not on screen yet), the display stops sending it frames after a few undrawn ones, and the first
 * contentful frame then waits, ready to draw, until the display sends one again about a second later. Lighthouse then
 * counts the start-up scripts before the first paint. With the flag: no scrollbar layers, no fade, and ten runs in a
 * row without the stall. It measures no page better than a visitor sees it, and the floor page runs with it too.
 */
const CHROME_FLAGS = ['--headless=new', '--hide-scrollbars', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** A cookie to put in the browser's jar before a run: `url` is the origin it belongs to. */
export interface Cookie {
  readonly name: string;
  readonly value: string;
  readonly url: string;
}

/**
 * One Lighthouse run (CLI, default mobile profile with simulated throttling) against Debian's chromium.
 * `keepAs`: also copy the JSON report there (for reading what an audit blames; BENCH_REPORTS in bench.ts).
 * `cookies` (a player's session) go into the browser's jar before Lighthouse loads the page: the CLI's
 * `--extra-headers` Cookie does not survive the page, because the browser sends the jar's cookies instead of it as
 * soon as the jar holds one for the site, and the app sets its locale's cookie at start (the session was lost
 * half-way and the app signed the player out). Lighthouse's storage reset before loading clears caches and service
 * workers, not cookies.
 */
export async function lighthouse(url: string, keepAs?: string, cookies?: readonly Cookie[]): Promise<LighthouseResult> {
  const dir = mkdtempSync(join(tmpdir(), 'lh-'));
  const output = join(dir, 'report.json');
  const chrome = cookies?.length ? await chromeWithCookies(cookies) : undefined;
  try {
    await new Promise<void>((done, fail) => {
      const child = spawn(
        resolve(WEB_DIR, 'node_modules/.bin/lighthouse'),
        [url, '--output=json', `--output-path=${output}`, '--quiet', `--only-categories=${CATEGORIES.join(',')}`, `--chrome-flags=${CHROME_FLAGS.join(' ')}`, '--max-wait-for-load=45000', ...(chrome ? [`--port=${chrome.port}`] : [])],
        { cwd: WEB_DIR, env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let stderr = '';
      child.stderr.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-3_000)));
      const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
      child.on('exit', (code) => {
        clearTimeout(timer);
        if (code === 0) done();
        else fail(new Error(`lighthouse exited ${code}: ${stderr.trim()}`));
      });
    });
    if (keepAs) {
      mkdirSync(dirname(keepAs), { recursive: true });
      copyFileSync(output, keepAs);
    }
    const lhr = JSON.parse(readFileSync(output, 'utf8')) as {
      runtimeError?: { message: string };
      finalDisplayedUrl: string;
      categories: Record<Category, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
      audits: Record<string, { numericValue?: number; score: number | null; title: string; scoreDisplayMode: string; details?: { items?: Array<Record<string, unknown>> } }>;
    };
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Record<Category, number>;
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const failedAudits = CATEGORIES.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => ({ category, id: ref.id, audit: lhr.audits[ref.id] }))
        .filter((a) => a.audit && a.audit.scoreDisplayMode !== 'notApplicable' && a.audit.scoreDisplayMode !== 'manual' && a.audit.score !== null && a.audit.score < 0.9)
        .map((a) => ({ category, id: a.id, title: a.audit!.title, items: (a.audit!.details?.items ?? []).slice(0, 3).map(describeItem).filter(Boolean) })),
    );
    return {
      scores,
      metrics: { fcp: value('first-contentful-paint'), lcp: value('largest-contentful-paint'), tbt: value('total-blocking-time'), cls: value('cumulative-layout-shift'), si: value('speed-index') },
      failedAudits,
      finalUrl: lhr.finalDisplayedUrl,
    };
  } finally {
    chrome?.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

interface LaunchedChrome {
  readonly port: number;
  kill(): void;
}

/**
 * A browser started the way the Lighthouse CLI starts its own (its launcher, chrome-launcher, resolved from the
 * lighthouse package; the same flags and a fresh profile), with `cookies` in its jar; the CLI then runs in it
 * (`--port`) instead of starting one, so a page measured with cookies differs from one without only by them.
 */
async function chromeWithCookies(cookies: readonly Cookie[]): Promise<LaunchedChrome> {
  const launcher = createRequire(resolve(WEB_DIR, 'node_modules/lighthouse/package.json')).resolve('chrome-launcher');
  const { launch } = (await import(pathToFileURL(launcher).href)) as {
    launch(options: { chromePath: string; chromeFlags: string[]; logLevel: 'silent' }): Promise<LaunchedChrome>;
  };
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    try {
      await browser.contexts()[0]!.addCookies(cookies.map((c) => ({ ...c })));
    } finally {
      await browser.close(); // a browser Playwright connected to is only disconnected from
    }
  } catch (error) {
    chrome.kill();
    throw error;
  }
  return chrome;
}

/** A short line for one item of an audit's details (console errors, failing nodes, URLs). */
function describeItem(item: Record<string, unknown>): string {
  const node = item.node as { snippet?: string; selector?: string } | undefined;
  const text = [item.description, item.source, node?.selector ?? node?.snippet, item.url].filter((v) => typeof v === 'string' && v).join(' — ');
  return text.replace(/\s+/g, ' ').slice(0, 200);
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
