import { describe, expect, it, vi } from 'vitest';
import { DataLayerAnalytics } from '../analytics/analytics.adapter.ts';
import { FakeClock } from '../testing/fake-clock.ts';
import { DocumentCookies } from './cookie.adapter.ts';
import { BrowserLocalStorage } from './local-storage.adapter.ts';
import { webStorage } from './web-storage.ts';
import { BrowserWindowMessaging } from './window-messaging.adapter.ts';

describe('BrowserLocalStorage', () => {
  it('keeps JSON values and survives bad JSON and throwing storage', () => {
    const storage = new BrowserLocalStorage(localStorage, window);
    storage.set('balances', { main: 1 });
    expect(storage.get('balances')).toEqual({ main: 1 });
    localStorage.setItem('broken', '{nope');
    expect(storage.get('broken')).toBeUndefined();
    const throwing = new BrowserLocalStorage({ getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('quota'); }, removeItem: () => { throw new Error('x'); } } as unknown as Storage, window);
    expect(() => throwing.set('a', 1)).not.toThrow();
    expect(throwing.get('a')).toBeUndefined();
    expect(() => throwing.remove('a')).not.toThrow();
  });

  it('opens a storage given by a function on first use, once, and reads through it', () => {
    let opened = 0;
    const storage = new BrowserLocalStorage(() => (opened++, localStorage), window);
    expect(opened).toBe(0);
    storage.set('theme', 'dark');
    expect(storage.get('theme')).toBe('dark');
    const seen: unknown[] = [];
    const stop = storage.subscribe((key, value) => seen.push([key, value]));
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: '"light"', storageArea: localStorage }));
    stop();
    expect(seen).toEqual([['theme', 'light']]);
    expect(opened).toBe(1);
  });

  it('reports changes made by other tabs', () => {
    const storage = new BrowserLocalStorage(localStorage, window);
    const seen: unknown[] = [];
    const stop = storage.subscribe((key, value) => seen.push([key, value]));
    window.dispatchEvent(new StorageEvent('storage', { key: 'session', newValue: '{"uid":3}', storageArea: localStorage }));
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'session', newValue: '{"uid":4}', storageArea: localStorage }));
    expect(seen).toEqual([['session', { uid: 3 }]]);
  });
});

describe('DocumentCookies', () => {
  it('writes max-age, path and SameSite, and reads values back', () => {
    const doc = { cookie: '' };
    const cookies = new DocumentCookies(doc);
    cookies.set('theme', 'light', { maxAgeSeconds: 31_536_000 });
    expect(doc.cookie).toBe('theme=light; Max-Age=31536000; Path=/; SameSite=Lax');
    doc.cookie = 'a=1; i18n_locale=ar; b=2';
    expect(cookies.get('i18n_locale')).toBe('ar');
    expect(cookies.get('missing')).toBeUndefined();
  });
});

describe('BrowserWindowMessaging', () => {
  it('refuses to post without an explicit target origin', () => {
    const messaging = new BrowserWindowMessaging(window);
    const target = { postMessage: vi.fn() };
    expect(() => messaging.post(target, { type: 'redirect' }, '*')).toThrow(/explicit target origin/);
    messaging.post(target, { type: 'redirect' }, 'https://casino.example');
    expect(target.postMessage).toHaveBeenCalledWith({ type: 'redirect' }, 'https://casino.example');
  });

  it('drops messages from other origins or of the wrong shape', () => {
    const messaging = new BrowserWindowMessaging(window);
    const handler = vi.fn();
    const accept = (d: unknown): d is { type: string } => typeof (d as { type?: unknown })?.type === 'string';
    const stop = messaging.listen({ allowedOrigins: ['https://casino.example'], accept }, handler);
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'refresh_user' }, origin: 'https://evil.example' }));
    window.dispatchEvent(new MessageEvent('message', { data: 'refresh_user', origin: 'https://casino.example' }));
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'refresh_user' }, origin: 'https://casino.example' }));
    stop();
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'late' }, origin: 'https://casino.example' }));
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ type: 'refresh_user' }, 'https://casino.example');
  });

  it('with a source, drops messages from other windows of the allowed origin', () => {
    const messaging = new BrowserWindowMessaging(window);
    const handler = vi.fn();
    const accept = (d: unknown): d is { type: string } => typeof (d as { type?: unknown })?.type === 'string';
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const stop = messaging.listen({ allowedOrigins: ['https://sb.example'], accept, source: () => frame.contentWindow }, handler);
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'balance' }, origin: 'https://sb.example', source: window }));
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'balance' }, origin: 'https://evil.example', source: frame.contentWindow }));
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'balance' }, origin: 'https://sb.example', source: frame.contentWindow }));
    stop();
    frame.remove();
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('DataLayerAnalytics', () => {
  it('attaches the identity after identify and drops it after anonymize', () => {
    const host: { dataLayer?: Array<Record<string, unknown>> } = {};
    const analytics = new DataLayerAnalytics(host as never);
    analytics.track('page_view');
    analytics.identify(42);
    analytics.track('sign_up_click', { place: 'popup' });
    analytics.anonymize();
    analytics.track('page_view');
    expect(host.dataLayer).toEqual([
      { event: 'page_view' },
      { event: 'identify', user_id: 42 },
      { event: 'sign_up_click', place: 'popup', user_id: 42 },
      { event: 'anonymize', user_id: undefined },
      { event: 'page_view' },
    ]);
  });
});

describe('FakeClock', () => {
  it('fires timeouts and intervals in order as time advances', () => {
    const clock = new FakeClock(0);
    const fired: string[] = [];
    clock.setTimeout(() => fired.push(`t@${clock.now()}`), 50);
    const interval = clock.setInterval(() => fired.push(`i@${clock.now()}`), 30);
    clock.advance(100);
    clock.clearInterval(interval);
    clock.advance(100);
    expect(fired).toEqual(['i@30', 't@50', 'i@60', 'i@90']);
    expect(clock.now()).toBe(200);
  });
});

describe('webStorage', () => {
  it('is undefined, never a throw, where reading the storage itself is refused', () => {
    const blocked = Object.defineProperty({}, 'localStorage', { get: () => { throw new DOMException('denied', 'SecurityError'); } });
    expect(webStorage('localStorage', blocked)).toBeNull();
    expect(webStorage('sessionStorage', { sessionStorage: sessionStorage })).toBe(sessionStorage);
    const storage = new BrowserLocalStorage(webStorage('localStorage', blocked), window);
    storage.set('a', 1);
    expect(storage.get('a')).toBeUndefined();
  });
});
