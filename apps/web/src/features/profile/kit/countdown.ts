import { resendSecondsLeft, resendTimeFromError } from '@casino/domain';
import type { ApiFailure, ClockPort } from '@casino/domain/ports';
import { makeAutoObservable } from 'mobx';

/**
 * "Send again in N s": started when a code goes out, ticking once a second by the clock port while something shows
 * it (`run`/`stop`), so view-model tests move time with a fake clock.
 */
export class Countdown {
  startedAt = 0;
  seconds = 0;
  now: number;
  private handle: unknown = null;

  constructor(private readonly clock: ClockPort) {
    this.now = clock.now();
    makeAutoObservable<this, 'clock' | 'handle'>(this, { clock: false, handle: false }, { autoBind: true });
  }

  get secondsLeft(): number {
    return resendSecondsLeft(this.startedAt, this.seconds, this.now);
  }

  get running(): boolean {
    return this.secondsLeft > 0;
  }

  restart(seconds: number): void {
    this.startedAt = this.clock.now();
    this.now = this.startedAt;
    this.seconds = Math.max(0, seconds);
    this.run();
  }

  run(): void {
    this.tick();
    if (this.handle === null) this.handle = this.clock.setInterval(this.tick, 1000);
  }

  stop(): void {
    if (this.handle !== null) this.clock.clearInterval(this.handle);
    this.handle = null;
  }

  private tick(): void {
    this.now = this.clock.now();
    if (!this.running && this.handle !== null) this.stop();
  }
}

/** The wait a refusal names ("Resend time is N", or `resend_time` in its data), if it names one. */
export function resendWait(error: ApiFailure): number | undefined {
  if (error.type !== 'AuthorizationException' && error.type !== 'TooManyRequestsException' && error.errorData.resend_time === undefined) return undefined;
  return resendTimeFromError({ message: error.message, data: error.errorData as { resend_time?: number } });
}
