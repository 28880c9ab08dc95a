import { describe, expect, it } from 'vitest';
import { BrowserTabChannel, TAB_CHANNEL_STORAGE_KEY } from './tab-channel.adapter.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('BrowserTabChannel over BroadcastChannel', () => {
  it('delivers messages to the other tabs with the sender id, not to the sender', async () => {
    const a = new BrowserTabChannel({ BroadcastChannel, tabId: 'a' });
    const b = new BrowserTabChannel({ BroadcastChannel, tabId: 'b' });
    const atA: unknown[] = [];
    const atB: unknown[] = [];
    a.subscribe((data, from) => atA.push([data, from]));
    const stop = b.subscribe((data, from) => atB.push([data, from]));
    a.post({ kind: 'activity', at: 1 });
    a.post({ kind: 'activity', at: 1 });
    await settle();
    expect(atB).toEqual([[{ kind: 'activity', at: 1 }, 'a'], [{ kind: 'activity', at: 1 }, 'a']]);
    expect(atA).toEqual([]);
    stop();
    a.post('late');
    await settle();
    expect(atB).toHaveLength(2);
    a.close();
    b.close();
  });

  it('has a random tab id by default and survives a channel that cannot open', () => {
    class Broken {
      constructor() {
        throw new Error('not allowed');
      }
    }
    const channel = new BrowserTabChannel({ BroadcastChannel: Broken as unknown as typeof BroadcastChannel });
    expect(channel.tabId).toMatch(/^[\w-]{21}$/);
    expect(() => channel.post('x')).not.toThrow();
  });
});

describe('BrowserTabChannel over the storage event', () => {
  it('writes a unique entry per message, removes it, and reads other tabs\' entries', () => {
    const writes: Array<[string, string | null]> = [];
    const storage = { setItem: (k: string, v: string) => void writes.push([k, v]), removeItem: (k: string) => void writes.push([k, null]) };
    const channel = new BrowserTabChannel({ storage, target: window, tabId: 'a' });
    channel.post({ kind: 'signed-out', reason: 'logout' });
    channel.post({ kind: 'signed-out', reason: 'logout' });
    expect(writes.map(([k]) => k)).toEqual([TAB_CHANNEL_STORAGE_KEY, TAB_CHANNEL_STORAGE_KEY, TAB_CHANNEL_STORAGE_KEY, TAB_CHANNEL_STORAGE_KEY]);
    expect(writes[0]![1]).not.toBe(writes[2]![1]);
    expect(writes[1]![1]).toBeNull();

    const seen: unknown[] = [];
    const stop = channel.subscribe((data, from) => seen.push([data, from]));
    const fire = (key: string, newValue: string | null) => window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
    fire(TAB_CHANNEL_STORAGE_KEY, JSON.stringify({ from: 'b', data: { kind: 'signed-in', uid: 3 }, n: 1 }));
    fire(TAB_CHANNEL_STORAGE_KEY, null);
    fire(TAB_CHANNEL_STORAGE_KEY, '{broken');
    fire(TAB_CHANNEL_STORAGE_KEY, JSON.stringify({ nope: true }));
    fire('other', JSON.stringify({ from: 'b', data: 1, n: 2 }));
    stop();
    fire(TAB_CHANNEL_STORAGE_KEY, JSON.stringify({ from: 'b', data: 'after', n: 3 }));
    expect(seen).toEqual([[{ kind: 'signed-in', uid: 3 }, 'b']]);
  });

  it('never throws when storage refuses', () => {
    const storage = { setItem: () => { throw new Error('quota'); }, removeItem: () => undefined };
    expect(() => new BrowserTabChannel({ storage, tabId: 'a' }).post(1)).not.toThrow();
  });
});

/** A lock manager of one origin: the first request for a name gets it, later ones wait for it. */
function fakeLocks() {
  const held = new Set<string>();
  return {
    request: ((name: string, callback: () => Promise<unknown>) => {
      if (held.has(name)) return new Promise(() => undefined);
      held.add(name);
      return callback();
    }) as unknown as LockManager['request'],
  };
}

describe('BrowserTabChannel leadership (Web Locks)', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('the first tab to listen leads; the others follow', async () => {
    const locks = fakeLocks();
    const first = new BrowserTabChannel({ tabId: 'a', locks });
    const second = new BrowserTabChannel({ tabId: 'b', locks });
    first.subscribe(() => undefined);
    second.subscribe(() => undefined);
    await settle();
    expect([first.leads(), second.leads()]).toEqual([true, false]);
  });

  it('every tab leads where the browser has no lock manager, or refuses it', async () => {
    expect(new BrowserTabChannel({ tabId: 'a' }).leads()).toBe(true);
    const refusing = { request: (() => Promise.reject(new DOMException('denied', 'SecurityError'))) as unknown as LockManager['request'] };
    const channel = new BrowserTabChannel({ tabId: 'a', locks: refusing });
    expect(channel.leads()).toBe(false);
    await settle();
    expect(channel.leads()).toBe(true);
  });
});
