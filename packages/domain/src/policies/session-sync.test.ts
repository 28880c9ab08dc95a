import { describe, expect, it } from 'vitest';
import { activityBroadcast, parseSessionSignal, remoteSessionAction, sessionTransition } from './session-sync';

describe('session signals between tabs', () => {
  it('accepts the three signals and refuses anything else', () => {
    expect(parseSessionSignal({ kind: 'activity', at: 5 })).toEqual({ kind: 'activity', at: 5 });
    expect(parseSessionSignal({ kind: 'signed-in', uid: 7, extra: 1 })).toEqual({ kind: 'signed-in', uid: 7 });
    expect(parseSessionSignal({ kind: 'signed-out', reason: 'inactivity' })).toEqual({ kind: 'signed-out', reason: 'inactivity' });
    for (const bad of [null, 'activity', 3, {}, { kind: 'activity', at: '5' }, { kind: 'activity', at: Number.NaN }, { kind: 'signed-in', uid: 0 },
      { kind: 'signed-in', uid: 1.5 }, { kind: 'signed-out', reason: 'other' }, { kind: 'unknown' }]) {
      expect(parseSessionSignal(bad)).toBeUndefined();
    }
  });

  it('tells a sign-in (or an account switch) and a sign-out from the uids', () => {
    expect(sessionTransition(0, 5)).toBe('signed-in');
    expect(sessionTransition(4, 5)).toBe('signed-in');
    expect(sessionTransition(5, 0)).toBe('signed-out');
    expect(sessionTransition(5, 5)).toBe('none');
    expect(sessionTransition(0, 0)).toBe('none');
  });
});

describe('what a tab does with another tab\'s signal', () => {
  const base = { ownTabId: 'a', fromTabId: 'b', uid: 5, now: 1000 };
  it('ignores its own messages', () => {
    expect(remoteSessionAction({ ...base, fromTabId: 'a', signal: { kind: 'signed-out', reason: 'logout' } })).toEqual({ action: 'ignore' });
    expect(remoteSessionAction({ ...base, fromTabId: 'a', signal: { kind: 'activity', at: 900 } })).toEqual({ action: 'ignore' });
  });
  it('counts activity of other tabs while signed in, never later than now', () => {
    expect(remoteSessionAction({ ...base, signal: { kind: 'activity', at: 900 } })).toEqual({ action: 'activity', at: 900 });
    expect(remoteSessionAction({ ...base, signal: { kind: 'activity', at: 5000 } })).toEqual({ action: 'activity', at: 1000 });
    expect(remoteSessionAction({ ...base, uid: 0, signal: { kind: 'activity', at: 900 } })).toEqual({ action: 'ignore' });
  });
  it('reloads the session on a sign-in of another account, ignores the same one', () => {
    expect(remoteSessionAction({ ...base, uid: 0, signal: { kind: 'signed-in', uid: 5 } })).toEqual({ action: 'load' });
    expect(remoteSessionAction({ ...base, uid: 4, signal: { kind: 'signed-in', uid: 5 } })).toEqual({ action: 'load' });
    expect(remoteSessionAction({ ...base, signal: { kind: 'signed-in', uid: 5 } })).toEqual({ action: 'ignore' });
  });
  it('signs out here when signed in, nothing for a guest', () => {
    expect(remoteSessionAction({ ...base, signal: { kind: 'signed-out', reason: 'inactivity' } })).toEqual({ action: 'sign-out' });
    expect(remoteSessionAction({ ...base, uid: 0, signal: { kind: 'signed-out', reason: 'logout' } })).toEqual({ action: 'ignore' });
  });
});

describe('activity broadcast throttle', () => {
  it('sends the first, then at most once per interval with a trailing send', () => {
    expect(activityBroadcast({ lastSentAt: null, now: 0 })).toEqual({ send: true });
    expect(activityBroadcast({ lastSentAt: 0, now: 400 })).toEqual({ send: false, trailingIn: 600 });
    expect(activityBroadcast({ lastSentAt: 0, now: 1000 })).toEqual({ send: true });
    expect(activityBroadcast({ lastSentAt: 0, now: 100, intervalMs: 50 })).toEqual({ send: true });
  });
  it('sends when the clock went back', () => {
    expect(activityBroadcast({ lastSentAt: 5000, now: 1000 })).toEqual({ send: true });
  });
});
