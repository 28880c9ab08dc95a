import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../shared/time';
import { exclusionEnd, exclusionFromError, exclusionPeriodIds } from './exclusion';
import { bindingLimit, COOLING_OFF_MS, limitChangeEffect, limitChangeEffectiveAt, limitPeriodWindow, lowestAvailable } from './limits';
import { minutesPlayed, nextRealityCheck, sessionLimitReached } from './play-session';

const amount = fc.integer({ min: 1, max: 1_000_000 }).map((minor) => minor / 100);

describe('deposit limits', () => {
  it('the lowest remaining amount wins, whatever the order', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ available: amount }), { minLength: 1, maxLength: 4 }), (limits) => {
        const lowest = lowestAvailable(limits)!;
        expect(limits.every((l) => lowest <= l.available)).toBe(true);
        expect(limits.some((l) => l.available === lowest)).toBe(true);
        expect(bindingLimit(limits)!.available).toBe(lowest);
        expect(lowestAvailable([...limits].reverse())).toBe(lowest);
      }),
    );
    expect(lowestAvailable([])).toBeUndefined();
  });

  it('applies new and lower limits at once; raises and removals wait 24 hours', () => {
    expect(limitChangeEffect(undefined, 50)).toBe('immediate');
    expect(limitChangeEffect(undefined, null)).toBe('unchanged');
    expect(limitChangeEffect(100, 100)).toBe('unchanged');
    fc.assert(
      fc.property(amount, amount, fc.integer({ min: 0, max: 2 ** 40 }), (current, next, now) => {
        const effect = limitChangeEffect(current, next);
        expect(effect).toBe(next < current ? 'immediate' : next > current ? 'pending' : 'unchanged');
        expect(limitChangeEffect(current, null)).toBe('pending');
        expect(limitChangeEffectiveAt(effect, now)).toBe(effect === 'pending' ? now + COOLING_OFF_MS : now);
      }),
    );
    expect(COOLING_OFF_MS).toBe(24 * HOUR_MS);
  });

  it('rolls periods over from when the limit was set, and the window holds the moment', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 0, max: 400 * DAY_MS }), fc.constantFrom(1, 7, 14, 30), (startedAt, since, days) => {
        const now = startedAt + since;
        const { start, end } = limitPeriodWindow(startedAt, days, now);
        expect(start).toBeLessThanOrEqual(now);
        expect(now).toBeLessThan(end);
        expect(end - start).toBe(days * DAY_MS);
        expect((start - startedAt) % (days * DAY_MS)).toBe(0);
      }),
    );
  });
});

describe('time-out and self-exclusion', () => {
  const now = Date.UTC(2026, 0, 31, 12);

  it('ends a time-out after its hours and a self-exclusion on its calendar date; permanent never', () => {
    expect(exclusionEnd('timeout', '24h', now)).toBe(now + DAY_MS);
    expect(exclusionEnd('timeout', '6w', now)).toBe(now + 42 * DAY_MS);
    expect(exclusionEnd('exclusion', '3m', now)).toBe(Date.UTC(2026, 3, 30, 12));
    expect(exclusionEnd('exclusion', '1y', now)).toBe(Date.UTC(2027, 0, 31, 12));
    expect(exclusionEnd('exclusion', 'permanent', now)).toBeNull();
    expect(exclusionEnd('timeout', 'permanent', now)).toBeUndefined();
    expect(exclusionEnd('exclusion', '6w', now)).toBeUndefined();
  });

  it('keeps time-outs between 24 hours and 6 weeks', () => {
    for (const id of exclusionPeriodIds('timeout')) {
      const length = exclusionEnd('timeout', id, now)! - now;
      expect(length).toBeGreaterThanOrEqual(DAY_MS);
      expect(length).toBeLessThanOrEqual(42 * DAY_MS);
    }
    expect(exclusionPeriodIds('exclusion')).toContain('permanent');
  });

  it('reads the sign-in refusal', () => {
    expect(exclusionFromError('UserSelfExcludedException', { kind: 'timeout', period: '24h', until: '2026-02-01T12:00:00.000Z' })).toEqual({ kind: 'timeout', period: '24h', until: now + DAY_MS });
    expect(exclusionFromError('UserSelfExcludedException', { kind: 'exclusion', period: 'permanent', until: null })).toEqual({ kind: 'exclusion', period: 'permanent', until: null });
    expect(exclusionFromError('AuthorizationException', {})).toBeUndefined();
  });
});

describe('reality check schedule', () => {
  it('falls on every whole interval since the session started, always after now', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 0, max: 10 * DAY_MS }), fc.constantFrom(15, 30, 60), (startedAt, since, minutes) => {
        const now = startedAt + since;
        const next = nextRealityCheck(startedAt, minutes, now)!;
        expect(next).toBeGreaterThan(now);
        expect(next - now).toBeLessThanOrEqual(minutes * 60_000);
        expect((next - startedAt) % (minutes * 60_000)).toBe(0);
      }),
    );
    expect(nextRealityCheck(0, 0, 0)).toBeUndefined();
    expect(nextRealityCheck(0, 15, 15 * 60_000)).toBe(30 * 60_000);
  });

  it('counts whole minutes played and knows when the session limit is reached', () => {
    expect(minutesPlayed(0, 15 * 60_000 + 59_000)).toBe(15);
    expect(sessionLimitReached({ endsAt: null }, 1e15)).toBe(false);
    expect(sessionLimitReached({ endsAt: 100 }, 100)).toBe(true);
  });

  it('reads the break after a session time limit', () => {
    expect(exclusionFromError('UserSelfExcludedException', { kind: 'session_limit', period: null, until: '2026-02-01T12:00:00.000Z' })).toEqual({ kind: 'sessionLimit', until: Date.UTC(2026, 1, 1, 12) });
  });
});
