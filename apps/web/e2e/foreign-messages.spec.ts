import { mkdirSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DRIVERS, type Shape } from './foreign-messages-drivers.ts';
import { addFrame, deliver, listenForProbes, recordSentMessages, sentByApp, settled, type Route } from './foreign-messages-support.ts';
import { expect, sandboxUrl, test } from './support.ts';

/**
 * Every window-message listener of the app (e2e/corpus/foreign-messages.json) gets every message shape it understands
 * from a page of another origin (the sandbox's own origin, not proxied) and from windows of the expected origin that
 * are not the expected sender (another frame of the page, the listening window itself). None may be acted on: each
 * shape's effect (an address change, a frame height, a dialog, a balance or session read, an answer) must not move.
 * Then the real sender sends each shape once and the effect must follow, so a quiet listener is a guarded one, not a
 * deaf one. Every postMessage call the app makes meanwhile is recorded: each must name its target origin.
 */
interface Entry {
  readonly id: string;
  readonly listener: string;
  readonly messages: readonly Shape[];
}
const { listeners: corpus, listenerSources } = JSON.parse(readFileSync(new URL('./corpus/foreign-messages.json', import.meta.url), 'utf8')) as {
  listeners: Entry[];
  listenerSources: Record<string, string[] | string>;
};

interface Figures {
  readonly id: string;
  readonly listener: string;
  readonly delivered: number;
  readonly actedOn: string[];
  readonly appSent: number;
  readonly withoutTargetOrigin: string[];
}
const figuresDir = () => join(test.info().project.outputDir, 'foreign-messages');

test.describe('foreign window messages', () => {
  for (const entry of corpus) {
    test(`${entry.id}: no message from another origin or another window is acted on`, async ({ page, context, baseURL }) => {
      test.setTimeout(60_000);
      const appOrigin = new URL(baseURL!).origin;
      const sent = await recordSentMessages(context);
      const opened = await DRIVERS[entry.id]!(page, sent);
      const fill = opened.fill ?? ((data: unknown) => data);
      await listenForProbes(opened.listening);

      const senders: { name: string; frame: () => Promise<(typeof opened)['listening']>; route: Route; targetOrigin: string }[] = [
        { name: 'a page of another origin', frame: () => addFrame(page, opened.host, 'foreign-sender', `${sandboxUrl}/__sandbox/health`), route: opened.fromHostChild, targetOrigin: '*' },
        { name: 'another window of our origin', frame: () => addFrame(page, opened.host, 'same-origin-sender'), route: opened.fromHostChild, targetOrigin: appOrigin },
        { name: 'the listening window itself', frame: async () => opened.listening, route: 'self', targetOrigin: appOrigin },
      ];
      const read = async () => Object.fromEntries(await Promise.all(Object.entries(opened.effects).map(async ([name, value]) => [name, await value()] as const)));
      const actedOn: string[] = [];
      const initial = await read();
      let delivered = 0;
      for (const sender of senders) {
        const frame = await sender.frame();
        for (const shape of entry.messages) {
          const before = await read();
          await deliver(frame, sender.route, fill(shape.data), sender.targetOrigin, opened.listening, `${sender.name}: ${shape.name}`);
          await settled(page, opened.listening);
          delivered += 1;
          const after = await read();
          if (after[shape.effect] !== before[shape.effect]) actedOn.push(`${shape.name} from ${sender.name}: ${shape.effect} ${String(before[shape.effect])} → ${String(after[shape.effect])}`);
        }
      }

      // an effect that came late (after its message's check) still shows against the start
      const now = await read();
      for (const name of Object.keys(now)) if (now[name] !== initial[name] && !actedOn.some((a) => a.includes(`: ${name} `))) actedOn.push(`late: ${name} ${String(initial[name])} → ${String(now[name])}`);
      expect(actedOn, 'messages acted on').toEqual([]);

      // positive controls: the same shapes from the real sender are acted on
      for (const shape of entry.messages) {
        const effect = opened.effects[shape.effect]!;
        const before = await effect();
        if (opened.real) await deliver(opened.real.sender, opened.real.route, fill(shape.data), appOrigin, opened.listening, `real: ${shape.name}`);
        else await opened.vendor!(shape);
        await expect.poll(effect, { message: `${entry.id}: ${shape.name} from the real sender changes ${shape.effect}` }).not.toEqual(before);
        await opened.settle?.(shape);
      }
      await opened.finish?.();

      const fromApp = sentByApp(sent, appOrigin).filter((m) => m.kind === 'window');
      const withoutTargetOrigin = fromApp.filter((m) => m.targetOrigin === null || m.targetOrigin === '*' || m.targetOrigin === '').map((m) => `${JSON.stringify(m.data)} to ${m.at}`);
      mkdirSync(figuresDir(), { recursive: true });
      const figures: Figures = { id: entry.id, listener: entry.listener, delivered, actedOn, appSent: fromApp.length, withoutTargetOrigin };
      writeFileSync(join(figuresDir(), `${entry.id}.json`), JSON.stringify(figures));
      expect(withoutTargetOrigin, 'messages the app sent without a target origin').toEqual([]);
    });
  }

  test('every listener in our sources has a corpus entry, every entry a listener, and the build posts to "*" nowhere', () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    const listening = /addEventListener\(\s*['"`]message['"`]|\.onmessage\s*=|\.listen\(\s*\{\s*allowedOrigins/;
    const sources = ['apps/web/src', 'packages/adapters/src', 'packages/ui/src', 'packages/domain/src'].flatMap((dir) =>
      (readdirSync(join(root, dir), { recursive: true }) as string[])
        .filter((f) => /\.(ts|tsx|js)$/.test(f) && !/\.test\.tsx?$|(^|\/)testing\//.test(f))
        .map((f) => join(root, dir, f))
        .filter((f) => listening.test(readFileSync(f, 'utf8')))
        .map((f) => relative(root, f)),
    );
    expect(sources.filter((f) => !(f in listenerSources)), 'listening files without a corpus entry').toEqual([]);
    const covered = new Set(Object.values(listenerSources).flatMap((ids) => (Array.isArray(ids) ? ids : [])));
    expect(corpus.map((e) => e.id).filter((id) => !covered.has(id)), 'corpus entries no listener names').toEqual([]);
    // our code is held to this by lint; this catches a dependency that posts to any origin (the provider SDK did)
    const dist = fileURLToPath(new URL('../dist/', import.meta.url));
    const toAnyone = /postMessage\((?:[^;]{0,400}?),\s*(["'`])\*\1\s*\)/g;
    const built = (readdirSync(dist, { recursive: true }) as string[]).filter((f) => f.endsWith('.js'));
    const found = built.flatMap((f) => [...readFileSync(join(dist, f), 'utf8').matchAll(toAnyone)].map((m) => `${f}: ${m[0].slice(-120)}`));
    expect(built.length).toBeGreaterThan(0);
    expect(found).toEqual([]);
  });

  test.afterAll(() => {
    // every worker runs this; the one that finds all listeners' figures written prints them, once
    let files: string[];
    try {
      files = readdirSync(figuresDir()).filter((f) => f.endsWith('.json'));
    } catch {
      return;
    }
    if (files.length < corpus.length) return;
    try {
      openSync(join(figuresDir(), 'printed'), 'wx');
    } catch {
      return;
    }
    const all = files.map((f) => JSON.parse(readFileSync(join(figuresDir(), f), 'utf8')) as Figures);
    const listeners = new Set(all.map((f) => f.listener.split(' (')[0])).size;
    const sum = (pick: (f: Figures) => number) => all.reduce((total, f) => total + pick(f), 0);
    console.log(
      `foreign messages: ${sum((f) => f.delivered)} sent to ${listeners} listeners, acted on ${sum((f) => f.actedOn.length)}; ` +
        `messages sent by the app: ${sum((f) => f.appSent)}, without target origin: ${sum((f) => f.withoutTargetOrigin.length)}`,
    );
  });
});
