import { resendSecondsLeft } from '@casino/domain/auth';
import type { ClockPort } from '@casino/domain/ports';
import { makeAutoObservable } from 'mobx';

/**
 * "Send the code again in N s" (resend unlocks at zero), for every code the player waits for: sign-in's two-factor
 * step, password restore, the profile's contacts and two-factor switch. Restarted from a number of seconds when a
 * code goes out or the server names the wait, counted down by the clock port (view-model tests move a fake clock),
 * ticking once a second while a screen shows it (`run`/`stop`) and no longer than the wait. The view shows
 * `secondsLeft` through the design system's `Countdown` (paused: this clock drives it), which says it too.
 */
export class ResendCountdown {
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

  /** Still waiting: no new code may be asked for yet. */
  get running(): boolean {
    return this.secondsLeft > 0;
  }

  /** Starts the count again from `seconds` (a new code was sent, or the server named the wait), ticking at once. */
  restart(seconds: number): void {
    this.startedAt = this.clock.now();
    this.now = this.startedAt;
    this.seconds = Math.max(0, seconds);
    this.run();
  }

  /** Ticks once a second until the wait is over or `stop()` (a screen shows the count; again when it comes back). */
  run(): void {
    this.tick();
    if (this.handle === null && this.running) this.handle = this.clock.setInterval(this.tick, 1000);
  }

  stop(): void {
    if (this.handle !== null) this.clock.clearInterval(this.handle);
    this.handle = null;
  }

  private tick(): void {
    this.now = this.clock.now();
    // nothing left to count: no timer runs on for a screen that waits for nothing
    if (!this.running) this.stop();
  }
}
