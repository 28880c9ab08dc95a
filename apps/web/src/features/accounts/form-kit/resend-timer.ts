import { resendSecondsLeft } from '@casino/domain';
import type { ClockPort } from '@casino/domain/ports';
import { makeAutoObservable } from 'mobx';

/**
 * The "send the code again" countdown (spec part 1 §4.2 step 5): restarted from a number of seconds, counted
 * down by the clock port (a one-second tick while a panel shows it), resend allowed when it reaches zero.
 */
export class ResendTimer {
  startedAt = 0;
  seconds = 0;
  now: number;
  private handle: unknown = null;

  constructor(private readonly clock: ClockPort) {
    this.now = clock.now();
    makeAutoObservable<this, 'clock' | 'handle'>(this, { clock: false, handle: false }, { autoBind: true });
  }

  /** Whole seconds until a new code may be asked for. */
  get secondsLeft(): number {
    return resendSecondsLeft(this.startedAt, this.seconds, this.now);
  }

  get canResend(): boolean {
    return this.secondsLeft === 0;
  }

  /** Starts the count again from `seconds` (a new code was sent, or the server named the wait). */
  restart(seconds: number): void {
    this.startedAt = this.clock.now();
    this.now = this.startedAt;
    this.seconds = Math.max(0, seconds);
  }

  /** Ticks once a second until `stop()` (a panel shows the count). */
  run(): void {
    this.tick();
    if (this.handle !== null) return;
    this.handle = this.clock.setInterval(this.tick, 1000);
  }

  stop(): void {
    if (this.handle !== null) this.clock.clearInterval(this.handle);
    this.handle = null;
  }

  private tick(): void {
    this.now = this.clock.now();
  }
}
