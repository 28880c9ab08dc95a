// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createRequestRenderer, hasSession, isPlayerPage, isRenderedOnRequest } from './rendered-pages.ts';

type Render = NonNullable<Parameters<typeof createRequestRenderer>[0]['load']> extends () => Promise<infer R> ? NonNullable<R> : never;
type Rendered = Awaited<ReturnType<Render>>;

let root = '';
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'web-rendered-'));
  mkdirSync(join(root, '.vite'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><html lang="en" dir="ltr"><head><title>Casino</title></head><body><div id="root"><div class="boot"><div class="boot-header">Casino</div></div></div></body></html>');
  writeFileSync(join(root, 'assets', 'game.css'), '.game_stage{display:grid}');
  writeFileSync(join(root, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index.js' }, 'src/game.tsx': { file: 'assets/game.js', css: ['assets/game.css'] } }));
});

/** A renderer that answers `page` for each path it is asked, counting the renders. */
function fakeRender(page: (path: string) => Partial<Rendered> = () => ({})) {
  const calls: string[] = [];
  const render = (async ({ path, host, cookie }) => {
    calls.push(`${host} ${path}${cookie ? ` as ${cookie}` : ''}`);
    return {
      status: 200,
      html: `<main class="game_stage"><h1>${path}</h1><a href="https://prerendered.invalid/">home</a></main>`,
      head: { tags: '<title>Fire Wizard</title>', htmlAttrs: '' },
      lang: 'en',
      dir: 'ltr',
      payload: { version: 1, path, locale: 'en', theme: 'dark', answers: [] },
      unanswered: [],
      ...page(path),
    } as Rendered;
  }) as Render;
  return { calls, render };
}

describe('pages rendered on request', () => {
  it('are the game pages, bare or under a locale, and nothing else', () => {
    for (const path of ['/game/fire-wizard', '/ru/game/fire-wizard', '/pt-BR/game/x']) expect(isRenderedOnRequest(path), path).toBe(true);
    for (const path of ['/game', '/game/', '/game/a/b', '/gamehall/slots', '/profile/game/x', '/ru/game/x/_payload.json']) expect(isRenderedOnRequest(path), path).toBe(false);
  });

  it('renders a page once for visitors arriving together, with its head, styles and payload, and keeps it', async () => {
    const { calls, render } = fakeRender();
    const renderer = createRequestRenderer({ root, backend: 'http://backend', load: async () => render });
    const [first, second] = await Promise.all([renderer.page('/game/fire-wizard', 'casino.test'), renderer.page('/game/fire-wizard', 'casino.test')]);
    expect(calls).toEqual(['casino.test /game/fire-wizard']);
    expect(second).toBe(first);
    expect(first!.html).toContain('<div id="root" data-prerendered=""><main class="game_stage"><h1>/game/fire-wizard</h1>');
    expect(first!.html).toContain('<title>Fire Wizard</title>');
    expect(first!.html).toContain('<style data-href="/assets/game.css">.game_stage{display:grid}</style>');
    expect(first!.html).toContain('<link rel="preload" as="fetch" crossorigin href="/game/fire-wizard/_payload.json">');
    expect(JSON.parse(first!.payload)).toMatchObject({ path: '/game/fire-wizard' });
    await renderer.page('/game/fire-wizard', 'casino.test');
    // each host gets its own page: the SEO settings and custom code are the host's
    await renderer.page('/game/fire-wizard', 'other.test');
    expect(calls).toEqual(['casino.test /game/fire-wizard', 'other.test /game/fire-wizard']);
  });

  it('neither serves nor keeps a page rendered while the backend failed a call, and renders it anew next time', async () => {
    let backendDown = true;
    const { calls, render } = fakeRender(() => (backendDown ? { unanswered: ['GET http://backend/api/games.getInfo'] } : {}));
    const renderer = createRequestRenderer({ root, backend: 'http://backend', load: async () => render });
    expect(await renderer.page('/game/fire-wizard', 'casino.test')).toBeUndefined();
    backendDown = false;
    expect((await renderer.page('/game/fire-wizard', 'casino.test'))?.html).toContain('<h1>/game/fire-wizard</h1>');
    expect(calls).toHaveLength(2);
  });

  it('warms the renderer at start with throw-away renders, one after the other, before any visitor, and serves none of them', async () => {
    const { calls, render } = fakeRender();
    let inFlight = 0;
    let most = 0;
    const counted = (async (input) => {
      most = Math.max(most, ++inFlight);
      await new Promise((done) => setTimeout(done, 5));
      inFlight--;
      return render(input);
    }) as Render;
    const renderer = createRequestRenderer({ root, backend: 'http://backend', load: async () => counted, warmUp: ['/game/warm-up', '/game/warm-up'] });
    await renderer.warmed;
    expect(calls).toEqual(['localhost /game/warm-up', 'localhost /game/warm-up']);
    expect(most).toBe(1);
    // a visitor's page is rendered for the visitor: the warm-up kept nothing
    await renderer.page('/game/warm-up', 'localhost');
    expect(calls).toHaveLength(3);
  });

  it('renders a page anew once it is older than its time to live, and drops the least recent beyond the limit', async () => {
    const { calls, render } = fakeRender();
    let now = 1_000;
    const renderer = createRequestRenderer({ root, backend: 'http://backend', load: async () => render, ttlMs: 60_000, maxPages: 2, now: () => now });
    await renderer.page('/game/a', 'h');
    now += 59_000;
    await renderer.page('/game/a', 'h');
    expect(calls).toEqual(['h /game/a']);
    now += 2_000;
    await renderer.page('/game/a', 'h');
    expect(calls).toEqual(['h /game/a', 'h /game/a']);
    await renderer.page('/game/b', 'h');
    await renderer.page('/game/c', 'h');
    await renderer.page('/game/a', 'h');
    expect(calls.filter((call) => call === 'h /game/a')).toHaveLength(3);
    await renderer.page('/game/c', 'h');
    expect(calls.filter((call) => call === 'h /game/c')).toHaveLength(1);
  });

  it('serves nothing for a page that is not found, redirects, fails or would need an inline script, and tries again next time', async () => {
    const answers: Partial<Rendered>[] = [{ status: 404 }, { status: 302 }, { html: '<main><script>alert(1)</script></main>' }];
    const { calls, render } = fakeRender(() => answers.shift() ?? {});
    const renderer = createRequestRenderer({ root, backend: 'http://backend', load: async () => render });
    for (let attempt = 0; attempt < 3; attempt += 1) expect(await renderer.page('/game/x', 'h')).toBeUndefined();
    expect(await renderer.page('/game/x', 'h')).toBeDefined();
    expect(calls).toHaveLength(4);

    const failing = createRequestRenderer({ root, backend: 'http://backend', load: async () => (async () => Promise.reject(new Error('backend down'))) as Render });
    expect(await failing.page('/game/x', 'h')).toBeUndefined();
  });

  it('lets a visitor wait only so long for a page still rendering; the next one gets it', async () => {
    let finish = () => {};
    const { render } = fakeRender();
    const slow = (async (input) => {
      await new Promise<void>((done) => (finish = done));
      return render(input);
    }) as Render;
    const renderer = createRequestRenderer({ root, backend: 'http://backend', load: async () => slow, waitMs: 20 });
    expect(await renderer.page('/game/slow', 'h')).toBeUndefined();
    finish();
    // the render after `finish` reads files and builds the page: on a busy machine that takes longer than one poll's second
    await expect.poll(() => renderer.page('/game/slow', 'h'), { timeout: 10_000 }).toBeDefined();
  });

  it('renders nothing for a build without the renderer', async () => {
    const renderer = createRequestRenderer({ root, backend: 'http://backend' });
    expect(await renderer.page('/game/x', 'h')).toBeUndefined();
    await renderer.warmed;
    expect(renderer.state()).toBe('none');
  });

  it('says where it is for /readyz: warming until the warm-up is done, then warm; failed when it cannot be loaded', async () => {
    const { render } = fakeRender();
    const renderer = createRequestRenderer({ root, backend: 'http://backend', load: async () => render, warmUp: ['/game/warm-up'] });
    expect(renderer.state()).toBe('warming');
    await renderer.warmed;
    expect(renderer.state()).toBe('warm');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const broken = createRequestRenderer({ root, backend: 'http://backend', load: () => Promise.reject(new Error('Cannot find package jsdom')) });
      await broken.warmed;
      expect(broken.state()).toBe('failed');
      expect(logged).toHaveBeenCalledWith('[web] pages are not rendered on request:', expect.objectContaining({ message: 'Cannot find package jsdom' }));
    } finally {
      logged.mockRestore();
    }
  });

  it('loads and warms up only after the start’s wait for the backend', async () => {
    const { calls, render } = fakeRender();
    let backendAnswered = () => {};
    const after = new Promise<void>((done) => (backendAnswered = done));
    let loaded = false;
    const renderer = createRequestRenderer({ root, backend: 'http://backend', load: async () => ((loaded = true), render), warmUp: ['/game/warm-up'], after });
    await new Promise((done) => setTimeout(done, 20));
    expect([loaded, calls, renderer.state()]).toEqual([false, [], 'warming']);
    backendAnswered();
    await renderer.warmed;
    expect([loaded, calls, renderer.state()]).toEqual([true, ['localhost /game/warm-up'], 'warm']);
  });
});

describe("a signed-in player's pages rendered on request", () => {
  it('are the screens that load in render, bare or under a locale, for a request with the session cookie', () => {
    for (const path of ['/loyalty/shop', '/ru/loyalty/shop', '/cashier/deposit', '/ar/cashier/withdraw', '/profile/bonuses', '/pt/profile/settings']) expect(isPlayerPage(path), path).toBe(true);
    for (const path of ['/loyalty', '/loyalty/shop/', '/loyalty/shop/x', '/cashier/deposit/visa', '/cashier/history', '/profile', '/profile/security', '/gamehall', '/game/x']) expect(isPlayerPage(path), path).toBe(false);
    for (const cookie of ['sid=abc', 'theme=dark; sid=abc']) expect(hasSession(cookie), cookie).toBe(true);
    for (const cookie of [undefined, '', 'theme=dark', 'xsid=abc', 'sid=', 'sid=; theme=dark']) expect(hasSession(cookie), String(cookie)).toBe(false);
  });

  it("renders the page with the player's cookie on every request, keeps none, and carries the payload inside the page", async () => {
    const { calls, render } = fakeRender((path) => ({
      html: `<main><h1>${path}</h1></main>`,
      payload: { version: 1, path, locale: 'en', theme: 'dark', viewer: 'player', answers: [{ key: 'GET /api/loyalty.getinfo', status: 200, contentType: 'application/json', body: '{"name":"</script><script>alert(1)</script>"}' }] },
    }));
    const renderer = createRequestRenderer({ root, backend: 'http://backend', load: async () => render });
    await renderer.warmed;
    const first = await renderer.playerPage('/loyalty/shop', 'casino.test', 'sid=a');
    await renderer.playerPage('/loyalty/shop', 'casino.test', 'sid=a');
    await renderer.playerPage('/loyalty/shop', 'casino.test', 'sid=b');
    expect(calls).toEqual(['casino.test /loyalty/shop as sid=a', 'casino.test /loyalty/shop as sid=a', 'casino.test /loyalty/shop as sid=b']);
    expect(first).toContain('<div id="root" data-prerendered=""><main><h1>/loyalty/shop</h1>');
    expect(first).not.toContain('_payload.json');
    const data = first!.match(/<script type="application\/json" id="page-payload">([^]*?)<\/script>/)![1]!;
    // the player's text can neither end the data block nor open markup in it, and reads back the same
    expect(data).not.toContain('<');
    expect(JSON.parse(data)).toMatchObject({ viewer: 'player', answers: [{ body: '{"name":"</script><script>alert(1)</script>"}' }] });
  });

  it('serves nothing while warming, for a session that ended (the route redirected), or past the renders allowed at once', async () => {
    let finish = () => {};
    const { render } = fakeRender((path) => (path.endsWith('/ended') ? { status: 302 } : {}));
    const held = (async (input) => {
      if (input.path.endsWith('/held')) await new Promise<void>((done) => (finish = done));
      return render(input);
    }) as Render;
    let loaded = () => {};
    const after = new Promise<void>((done) => (loaded = done));
    const renderer = createRequestRenderer({ root, backend: 'http://backend', load: async () => held, after, maxPlayerRenders: 1, waitMs: 5_000 });
    expect(await renderer.playerPage('/loyalty/shop', 'h', 'sid=a')).toBeUndefined();
    loaded();
    await renderer.warmed;
    expect(await renderer.playerPage('/loyalty/ended', 'h', 'sid=a')).toBeUndefined();
    const holding = renderer.playerPage('/loyalty/held', 'h', 'sid=a');
    expect(await renderer.playerPage('/loyalty/shop', 'h', 'sid=b')).toBeUndefined();
    finish();
    expect(await holding).toContain('/loyalty/held');
    expect(await renderer.playerPage('/loyalty/shop', 'h', 'sid=b')).toContain('/loyalty/shop');
  });
});
