import type { ClockPort } from '@casino/domain/ports';

/** A clock that moves only when told: `advance(ms)` runs due timers in order. */
export class FakeClock implements ClockPort {
  private time: number;
  private timers = new Map<number, { at: number; fn: () => void; every?: number }>();
  private nextId = 1;

  constructor(start = Date.UTC(2026, 0, 1)) {
    this.time = start;
  }

  now = () => this.time;
  setTimeout = (fn: () => void, ms: number) => this.add(fn, ms);
  setInterval = (fn: () => void, ms: number) => this.add(fn, ms, Math.max(1, ms));
  clearTimeout = (handle: unknown) => void this.timers.delete(handle as number);
  clearInterval = (handle: unknown) => void this.timers.delete(handle as number);

  /** Moves time forward, firing every timer that falls due (intervals repeatedly). */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = [...this.timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      const [id, timer] = due;
      this.time = timer.at;
      if (timer.every) timer.at += timer.every;
      else this.timers.delete(id);
      timer.fn();
    }
    this.time = end;
  }

  get pendingTimers(): number {
    return this.timers.size;
  }

  private add(fn: () => void, ms: number, every?: number): number {
    const id = this.nextId++;
    this.timers.set(id, { at: this.time + Math.max(0, ms), fn, every });
    return id;
  }
}
