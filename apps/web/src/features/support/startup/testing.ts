import type { ActivityHost } from './after-first-activity.ts';

/** A window for the first-activity trigger: listeners, an idle callback and timers a test fires by hand. */
export class FakeActivityHost implements ActivityHost {
  document = { readyState: 'complete' };
  readonly listeners = new Map<string, (() => void)[]>();
  readonly idle = new Map<number, () => void>();
  readonly timers = new Map<number, () => void>();
  private next = 1;

  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  removeEventListener(type: string, listener: () => void) {
    this.listeners.set(type, (this.listeners.get(type) ?? []).filter((l) => l !== listener));
  }
  requestIdleCallback(callback: () => void) {
    this.idle.set(this.next, callback);
    return this.next++;
  }
  cancelIdleCallback(handle: number) {
    this.idle.delete(handle);
  }
  setTimeout(callback: () => void) {
    this.timers.set(this.next, callback);
    return this.next++;
  }
  clearTimeout(handle: unknown) {
    this.timers.delete(handle as number);
  }
  /** How many listeners, idle callbacks and timers are armed. */
  get armed(): number {
    return [...this.listeners.values()].reduce((n, l) => n + l.length, 0) + this.idle.size + this.timers.size;
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  runTimers() {
    for (const [id, timer] of [...this.timers]) {
      this.timers.delete(id);
      timer();
    }
  }
}
