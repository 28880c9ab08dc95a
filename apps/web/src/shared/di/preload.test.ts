import { describe, expect, it } from 'vitest';
import { PreloadScope } from './preload.tsx';

describe('PreloadScope', () => {
  it('starts a key’s load once while open and reports when every load has settled', async () => {
    const scope = new PreloadScope();
    let started = 0;
    let finish!: () => void;
    const start = () => ((started += 1), { promise: new Promise<void>((done) => (finish = done)), value: 'vm' });
    const first = scope.entry('home', start);
    expect(scope.entry('home', start)).toBe(first);
    expect(started).toBe(1);
    expect(first?.done).toBe(false);
    const settled = scope.settled();
    finish();
    expect(await settled).toBe(1);
    expect(first?.done).toBe(true);
    expect(await scope.settled()).toBe(0);
  });

  it('counts a failed load as done: the screen shows its own failure', async () => {
    const scope = new PreloadScope();
    const entry = scope.entry('x', () => ({ promise: Promise.reject(new Error('down')) }));
    await scope.settled();
    expect(entry?.done).toBe(true);
  });

  it('once closed, hands an entry out a last time and starts none', () => {
    const scope = new PreloadScope();
    const entry = scope.entry('home', () => ({ promise: Promise.resolve(), value: 1 }));
    scope.close();
    expect(scope.isOpen).toBe(false);
    expect(scope.entry('home', () => ({ promise: Promise.resolve() }))).toBe(entry);
    expect(scope.entry('home', () => ({ promise: Promise.resolve() }))).toBeUndefined();
    expect(scope.entry('hall', () => ({ promise: Promise.resolve() }))).toBeUndefined();
  });
});
