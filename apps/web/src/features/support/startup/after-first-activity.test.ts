import { describe, expect, it } from 'vitest';
import { afterFirstActivity, type ActivityHost } from './after-first-activity.ts';

class FakeHost implements ActivityHost {
  document = { readyState: 'loading' };
  listeners = new Map<string, (() => void)[]>();
  idle: (() => void) | null = null;
  cancelledIdle: number[] = [];
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  removeEventListener(type: string, listener: () => void) {
    this.listeners.set(type, (this.listeners.get(type) ?? []).filter((l) => l !== listener));
  }
  requestIdleCallback(callback: () => void, options?: { timeout: number }) {
    expect(options).toEqual({ timeout: 1000 });
    this.idle = callback;
    return 1;
  }
  cancelIdleCallback(handle: number) {
    this.cancelledIdle.push(handle);
  }
  setTimeout() {
    throw new Error('idle callback expected');
  }
  clearTimeout() {
    throw new Error('idle callback expected');
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

describe('afterFirstActivity', () => {
  it('waits for the page to load, then runs once at the first activity', () => {
    const host = new FakeHost();
    let runs = 0;
    afterFirstActivity(host, () => runs++);
    host.emit('click');
    expect(runs).toBe(0); // not before load
    host.emit('load');
    host.emit('mousemove');
    host.emit('scroll');
    host.idle!();
    expect(runs).toBe(1);
    expect(host.listeners.get('keydown')).toEqual([]);
  });

  it('runs when the browser is idle if nobody touches the page', () => {
    const host = new FakeHost();
    host.document.readyState = 'complete';
    let runs = 0;
    afterFirstActivity(host, () => runs++);
    expect(runs).toBe(0);
    host.idle!();
    expect(runs).toBe(1);
  });

  it('cancelled before the page loads, arms nothing; cancelled after, drops its listeners and idle callback and never runs', () => {
    const early = new FakeHost();
    let runs = 0;
    const cancelEarly = afterFirstActivity(early, () => runs++);
    cancelEarly();
    early.emit('load');
    early.emit('click');
    expect(early.idle).toBeNull();
    expect(early.listeners.get('load')).toEqual([]);

    const host = new FakeHost();
    host.document.readyState = 'complete';
    const cancel = afterFirstActivity(host, () => runs++);
    cancel();
    cancel(); // a second cancel is harmless
    host.emit('click');
    host.idle!(); // a browser that calls it anyway
    expect(runs).toBe(0);
    expect(host.listeners.get('click')).toEqual([]);
    expect(host.cancelledIdle).toEqual([1]);
  });
});
