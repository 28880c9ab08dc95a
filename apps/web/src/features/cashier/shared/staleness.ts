import type { ClockPort, SiteGeneralInfo } from '@casino/domain/ports';

/**
 * `user_inactivity_cashier_time` (seconds) from general info. Payment methods, their bounds, saved cards and the
 * deposit limit can change while a cashier form sits untouched; after this long since they were read, the form
 * reads them again before it sends anything, keeping what the player typed. Unset or not positive: never.
 */
export function cashierIdleMs(general: SiteGeneralInfo | null): number | undefined {
  const seconds = general?.raw.user_inactivity_cashier_time;
  return typeof seconds === 'number' && seconds > 0 ? seconds * 1000 : undefined;
}

/** Remembers when the form's data was read and says when it is stale. */
export class Freshness {
  private readAt: number | undefined;

  constructor(private readonly clock: ClockPort) {}

  mark(): void {
    this.readAt = this.clock.now();
  }

  isStale(idleMs: number | undefined): boolean {
    return idleMs !== undefined && this.readAt !== undefined && this.clock.now() - this.readAt > idleMs;
  }
}
