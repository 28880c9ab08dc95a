import type { BrowserContext, Frame, Page } from '@playwright/test';
import { expect } from './support.ts';

/** One call of `postMessage` seen in any frame of the test's context (see `recordSentMessages`). */
export interface SentMessage {
  readonly kind: 'window' | 'port';
  /** The target origin as given; null when the call named none. */
  readonly targetOrigin: string | null;
  /** The page whose window received the call. */
  readonly at: string;
  readonly data: unknown;
  /** The caller's stack: a call from the app's code has a frame in its built scripts (`/assets/`). */
  readonly stack: string;
}

/**
 * Records the `postMessage` calls made in every frame and popup of the context, without changing who sent them.
 * A wrapper on the receiving window would: the browser takes a message's source and origin from the realm of the
 * innermost script on the stack, which would be the wrapper's. So the wrapper is made in the caller's realm: the
 * caller's `parent`, `opener` and `HTMLIFrameElement#contentWindow` getters hand the window they return a sender of
 * their own realm, which that window's `postMessage` getter returns until the end of the task (otherwise its native
 * function). The sender records the call and calls the native function itself. Windows of another origin cannot be
 * reached this way; in this suite every frame the app messages is served on the app's origin (through its proxy).
 * `MessagePort#postMessage` is wrapped as well. Records go to the test at once: a frame may be gone by the end.
 */
export async function recordSentMessages(context: BrowserContext): Promise<SentMessage[]> {
  const sent: SentMessage[] = [];
  await context.exposeFunction('__recordSentMessage', (entry: SentMessage) => void sent.push(entry));
  await context.addInitScript(() => {
    type Post = (...args: unknown[]) => void;
    type Reachable = Window & { __nativePost?: Post; __offerSender?: (send: Post) => void };
    const me = window as Reachable;
    const record = (kind: 'window' | 'port', args: unknown[], at: string) => {
      const options = args[1];
      const targetOrigin = options !== null && typeof options === 'object' ? (options as { targetOrigin?: unknown }).targetOrigin : options;
      let data: unknown = null;
      try {
        data = JSON.parse(JSON.stringify(args[0])) as unknown;
      } catch {
        /* not cloneable as JSON: recorded without its data */
      }
      const entry = { kind, targetOrigin: targetOrigin === undefined ? null : String(targetOrigin), at, data, stack: String(new Error().stack) };
      (window as unknown as { __recordSentMessage?: (entry: unknown) => void }).__recordSentMessage?.(entry);
    };
    // this window, as a target
    let offered: Post | null = null;
    Object.defineProperty(me, '__nativePost', { value: me.postMessage });
    Object.defineProperty(me, '__offerSender', {
      value: (send: Post) => {
        offered = send;
        queueMicrotask(() => offered === send && (offered = null));
      },
    });
    const ownPost = me.postMessage;
    Object.defineProperty(me, 'postMessage', { configurable: true, get: () => offered ?? ownPost, set: () => undefined });
    // this window, as a caller: the windows its code reaches get a sender made here
    const offer = (target: Reachable | null) => {
      try {
        if (target && target !== me && target.__offerSender && target.__nativePost) {
          const post = target.__nativePost;
          target.__offerSender(function (...args: unknown[]) {
            record('window', args, target.location.href);
            return Reflect.apply(post, target, args);
          });
        }
      } catch {
        /* another origin: out of reach */
      }
      return target;
    };
    for (const name of ['parent', 'opener'] as const) {
      const descriptor = Object.getOwnPropertyDescriptor(me, name);
      if (descriptor?.get && descriptor.configurable) Object.defineProperty(me, name, { ...descriptor, get() { return offer(descriptor.get!.call(me) as Reachable | null); } });
    }
    const frameWindow = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow')!;
    Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', { ...frameWindow, get(this: HTMLIFrameElement) { return offer(frameWindow.get!.call(this) as Reachable | null); } });
    const portPost = MessagePort.prototype.postMessage;
    MessagePort.prototype.postMessage = function (this: MessagePort, ...args: unknown[]) {
      record('port', args, location.href);
      return Reflect.apply(portPost, this, args) as void;
    };
  });
  return sent;
}

/** The calls the app's own code made (its built scripts are on the stack), not the stand-ins' or the test's. */
export const sentByApp = (sent: readonly SentMessage[], appOrigin: string) => sent.filter((m) => m.stack.includes(`${appOrigin}/assets/`));

/** How a sender reaches the listening window: its parent, its opener, itself, or a named frame of its parent or its own. */
export type Route = 'parent' | 'opener' | 'self' | `parent.frames.${string}` | `frames.${string}`;

/**
 * Posts `data` from `sender` to the window at `route`, then a probe. Messages from one window to another arrive in
 * the order sent, so once the listening window has seen the probe it has dispatched `data` to every listener.
 */
export async function deliver(sender: Frame, route: Route, data: unknown, targetOrigin: string, listening: Frame, probe: string): Promise<void> {
  await sender.evaluate(
    ({ route, data, targetOrigin, probe }) => {
      const resolve = (): Window => {
        if (route === 'parent') return window.parent;
        if (route === 'opener') return window.opener as Window;
        if (route === 'self') return window;
        const [base, , name] = route.startsWith('parent.') ? ['parent', ...route.slice(7).split('.')] : ['self', ...route.split('.')];
        return ((base === 'parent' ? window.parent : window) as unknown as Record<string, Window>)[name!]!;
      };
      const target = resolve();
      target.postMessage(data, targetOrigin);
      target.postMessage({ __probe: probe }, targetOrigin);
    },
    { route, data, targetOrigin, probe },
  );
  await expect.poll(() => listening.evaluate(() => (window as unknown as { __probes?: string[] }).__probes ?? []), { message: `probe ${probe}` }).toContain(probe);
}

/**
 * Lets what a handled message set off run: the tasks and microtasks it queued in the listening window and the page
 * (a request, a message to the parent, a render), twice over. The test reads the effects after this.
 */
export async function settled(page: Page, listening: Frame): Promise<void> {
  const flush = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve, 0), 0)));
  for (const frame of new Set([listening, page.mainFrame()])) await frame.evaluate(flush);
  await page.mainFrame().evaluate(flush);
}

/** Makes a window note the probes it receives (see `deliver`). */
export async function listenForProbes(frame: Frame): Promise<void> {
  await frame.evaluate(() => {
    const w = window as unknown as { __probes?: string[] };
    if (w.__probes) return;
    const probes: string[] = (w.__probes = []);
    addEventListener('message', (event) => {
      const probe = (event.data as { __probe?: unknown } | null)?.__probe;
      if (typeof probe === 'string') probes.push(probe);
    });
  });
}

/**
 * Adds a frame named `name` to the page in `host` and answers its frame: `url` (a page of another origin) or, without
 * one, an empty document of the host's own origin (srcdoc).
 */
export async function addFrame(page: Page, host: Frame, name: string, url?: string): Promise<Frame> {
  await host.evaluate(
    ({ name, url }) => {
      const frame = document.createElement('iframe');
      frame.name = name;
      frame.title = name;
      frame.style.cssText = 'position:fixed;inset-block-end:0;inset-inline-end:0;inline-size:40px;block-size:40px;opacity:0';
      if (url) frame.src = url;
      else frame.srcdoc = '<!doctype html><title>other window</title>';
      document.body.append(frame);
    },
    { name, url },
  );
  await expect.poll(() => page.frames().find((f) => f.name() === name && f.parentFrame() === host && (url ? f.url().startsWith(url) : true))).toBeTruthy();
  const frame = page.frames().find((f) => f.name() === name && f.parentFrame() === host)!;
  await frame.waitForLoadState();
  return frame;
}

/** Counts the page's requests whose address contains `part` (from now on). */
export function countRequests(page: Page, part: string): () => number {
  let count = 0;
  page.on('request', (request) => void (request.url().includes(part) && (count += 1)));
  return () => count;
}
