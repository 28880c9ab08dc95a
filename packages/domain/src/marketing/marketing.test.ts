import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../shared/time';
import { depositedThisSession, isDepositCampaign, mayShowCampaign } from './deposit-campaigns';
import {
  isPauseActive, longerPause, mayPromote, parsePromotionPause, pauseForBreak, pauseForLimit, pauseForRefusal, pauseForSessionLimit,
  type PromotionPause,
} from './promotion-pause';

const now = Date.UTC(2026, 11, 2, 12);

describe('promotion pause', () => {
  it('a time-out holds promotion until it ends, and no longer', () => {
    const pause = pauseForBreak({ kind: 'timeout', period: '24h', until: now + DAY_MS }, now);
    expect(pause).toEqual({ reason: 'timeout', until: now + DAY_MS });
    expect(mayPromote(pause, now)).toBe(false);
    expect(mayPromote(pause, now + DAY_MS - 1)).toBe(false);
    expect(mayPromote(pause, now + DAY_MS)).toBe(true);
  });

  it('a self-exclusion holds it through the cooling-off after it; a permanent one for ever', () => {
    const pause = pauseForBreak({ kind: 'exclusion', period: '7d', until: now + 7 * DAY_MS }, now);
    expect(pause).toEqual({ reason: 'coolingOff', until: now + 8 * DAY_MS });
    expect(mayPromote(pause, now + 7 * DAY_MS + HOUR_MS)).toBe(false);
    const permanent = pauseForBreak({ kind: 'exclusion', period: 'permanent', until: null }, now);
    expect(mayPromote(permanent, now + 100 * 365 * DAY_MS)).toBe(false);
  });

  it('a break whose end is unknown here holds it for the shortest time-out', () => {
    expect(pauseForBreak(null, now)).toEqual({ reason: 'timeout', until: now + DAY_MS });
  });

  it('a refused sign-in (a break taken on another device) holds it until sign-in reopens', () => {
    expect(pauseForRefusal({ kind: 'exclusion', period: '30d', until: now + 3 * DAY_MS }, now)).toEqual({ reason: 'exclusion', until: now + 3 * DAY_MS });
    expect(pauseForRefusal({ kind: 'timeout', period: '1w', until: null }, now)).toEqual({ reason: 'timeout', until: null });
    expect(pauseForRefusal({ kind: 'sessionLimit', until: null }, now)).toEqual({ reason: 'sessionLimit', until: now + HOUR_MS });
  });

  it('a session time limit holds it until play resumes; a limit just hit for a day', () => {
    expect(pauseForSessionLimit(now + 2 * HOUR_MS, now)).toEqual({ reason: 'sessionLimit', until: now + 2 * HOUR_MS });
    expect(pauseForSessionLimit(null, now)).toEqual({ reason: 'sessionLimit', until: now + HOUR_MS });
    expect(pauseForLimit(now)).toEqual({ reason: 'limitReached', until: now + DAY_MS });
  });

  it('no pause, or one that has ended, lets promotion show', () => {
    expect(mayPromote(undefined, now)).toBe(true);
    expect(isPauseActive({ reason: 'limitReached', until: now - 1 }, now)).toBe(false);
  });

  it('a new pause never shortens one in force', () => {
    const long: PromotionPause = { reason: 'timeout', until: now + 7 * DAY_MS };
    const short = pauseForLimit(now);
    expect(longerPause(long, short, now)).toBe(long);
    expect(longerPause(short, long, now)).toBe(long);
    expect(longerPause({ reason: 'exclusion', until: null }, long, now).until).toBeNull();
    expect(longerPause(long, { reason: 'exclusion', until: null }, now).until).toBeNull();
    expect(longerPause({ reason: 'timeout', until: now - 1 }, short, now)).toBe(short);
    expect(longerPause(undefined, short, now)).toBe(short);
  });

  it('reads back only what it wrote', () => {
    expect(parsePromotionPause({ reason: 'timeout', until: now })).toEqual({ reason: 'timeout', until: now });
    expect(parsePromotionPause({ reason: 'coolingOff', until: null })).toEqual({ reason: 'coolingOff', until: null });
    for (const junk of [null, 'x', {}, { reason: 'nap', until: now }, { reason: 'timeout', until: '2026' }, { reason: 'timeout', until: Number.NaN }, { reason: 'timeout' }]) {
      expect(parsePromotionPause(junk)).toBeUndefined();
    }
  });
});

describe('deposit campaigns', () => {
  const deposit = { buttons: [{ action: 'deposit' }, { action: 'link' }] };
  const welcome = { buttons: [{ action: 'register' }, { action: 'close' }] };

  it('a campaign with a deposit button is a deposit campaign', () => {
    expect(isDepositCampaign(deposit)).toBe(true);
    expect(isDepositCampaign(welcome)).toBe(false);
  });

  it('a deposit campaign does not show to a player who deposited in this session; others still do', () => {
    expect(mayShowCampaign(deposit, { promotionAllowed: true, depositedThisSession: true })).toBe(false);
    expect(mayShowCampaign(deposit, { promotionAllowed: true, depositedThisSession: false })).toBe(true);
    expect(mayShowCampaign(welcome, { promotionAllowed: true, depositedThisSession: true })).toBe(true);
  });

  it('nothing shows while promotion is paused', () => {
    expect(mayShowCampaign(welcome, { promotionAllowed: false, depositedThisSession: false })).toBe(false);
    expect(mayShowCampaign(deposit, { promotionAllowed: false, depositedThisSession: false })).toBe(false);
  });

  it('a deposit counts for the player who made it, while signed in', () => {
    expect(depositedThisSession(7, 7)).toBe(true);
    expect(depositedThisSession(7, 8)).toBe(false);
    expect(depositedThisSession(undefined, 7)).toBe(false);
    expect(depositedThisSession(0, 0)).toBe(false);
  });
});
