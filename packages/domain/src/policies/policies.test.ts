import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BALANCE_REFRESH_DEFAULTS, isBalanceRefreshAllowed, isIntervalRefreshRunning, shouldRefreshOnClick,
  shouldRefreshOnInterval, withBalanceRefreshDefaults,
} from './balance-refresh';
import { inactivityState } from './inactivity';
import {
  chatProviderOf, chatUserData, isChatBadgeVisible, shouldOpenCampaignPopup, fitsCampaignAudience, shouldReloadNotices,
} from './triggers';

describe('inactivity', () => {
  const base = { authenticated: true, timeoutSeconds: 100, lastActivityAt: 0 };
  it('active, warning at 80% with a countdown, then logout', () => {
    expect(inactivityState({ ...base, now: 79_999 })).toEqual({ phase: 'active', warnAt: 80_000, logoutAt: 100_000 });
    expect(inactivityState({ ...base, now: 80_000 })).toEqual({ phase: 'warning', logoutAt: 100_000, secondsLeft: 20 });
    expect(inactivityState({ ...base, now: 99_500 })).toEqual({ phase: 'warning', logoutAt: 100_000, secondsLeft: 1 });
    expect(inactivityState({ ...base, now: 100_000 })).toEqual({ phase: 'logout' });
  });
  it('off for guests or without a timeout', () => {
    expect(inactivityState({ ...base, authenticated: false, now: 1e9 })).toEqual({ phase: 'off' });
    expect(inactivityState({ ...base, timeoutSeconds: null, now: 1e9 })).toEqual({ phase: 'off' });
    expect(inactivityState({ ...base, timeoutSeconds: 0, now: 1e9 })).toEqual({ phase: 'off' });
  });
  it('property: the countdown never exceeds 20% of the timeout', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.nat(200_000_000), (t, now) => {
        const state = inactivityState({ authenticated: true, timeoutSeconds: t, lastActivityAt: 0, now });
        if (state.phase === 'warning') expect(state.secondsLeft).toBeLessThanOrEqual(Math.ceil(t * 0.2));
      }),
    );
  });
});

describe('balance refresh', () => {
  it('has the documented defaults', () => {
    expect(withBalanceRefreshDefaults(undefined)).toEqual(BALANCE_REFRESH_DEFAULTS);
    expect(BALANCE_REFRESH_DEFAULTS).toEqual({
      countSecondsForInterval: 10, countSecondsForDelayBetweenClick: 1, countMinutesAfterWhichRequestsTurnedOff: 5,
      isEnabledInterval: false, isEnabledRequestsAfterClick: false, isEnabledTurnOffRequests: true,
    });
    expect(withBalanceRefreshDefaults({ countSecondsForInterval: '30', isEnabledInterval: true, countSecondsForDelayBetweenClick: -1, countMinutesAfterWhichRequestsTurnedOff: '' })).toMatchObject({
      countSecondsForInterval: 30, isEnabledInterval: true, countSecondsForDelayBetweenClick: 1, countMinutesAfterWhichRequestsTurnedOff: 5,
    });
  });
  const settings = { ...BALANCE_REFRESH_DEFAULTS, isEnabledInterval: true, isEnabledRequestsAfterClick: true };
  it('only authenticated and not on /game/ paths', () => {
    expect(isBalanceRefreshAllowed(true, '/gamehall')).toBe(true);
    expect(isBalanceRefreshAllowed(true, '/de/game/book')).toBe(false);
    expect(isBalanceRefreshAllowed(false, '/')).toBe(false);
  });
  it('interval: due after the interval, off after N minutes without clicks', () => {
    const input = { settings, authenticated: true, path: '/', lastClickAt: 0 };
    expect(shouldRefreshOnInterval({ ...input, now: 5_000, lastRefreshAt: null })).toBe(true);
    expect(shouldRefreshOnInterval({ ...input, now: 15_000, lastRefreshAt: 10_000 })).toBe(false);
    expect(shouldRefreshOnInterval({ ...input, now: 20_000, lastRefreshAt: 10_000 })).toBe(true);
    expect(shouldRefreshOnInterval({ ...input, now: 300_000, lastRefreshAt: 0 })).toBe(false);
    expect(isIntervalRefreshRunning({ ...input, now: 300_000, lastClickAt: 299_000 })).toBe(true);
    expect(isIntervalRefreshRunning({ ...input, settings: { ...settings, isEnabledTurnOffRequests: false }, now: 1e9 })).toBe(true);
    expect(isIntervalRefreshRunning({ ...input, settings: BALANCE_REFRESH_DEFAULTS, now: 1 })).toBe(false);
  });
  it('click: throttled by the delay between clicks', () => {
    const input = { settings, authenticated: true, path: '/' };
    expect(shouldRefreshOnClick({ ...input, now: 0, lastClickRefreshAt: null })).toBe(true);
    expect(shouldRefreshOnClick({ ...input, now: 999, lastClickRefreshAt: 0 })).toBe(false);
    expect(shouldRefreshOnClick({ ...input, now: 1000, lastClickRefreshAt: 0 })).toBe(true);
    expect(shouldRefreshOnClick({ ...input, settings: BALANCE_REFRESH_DEFAULTS, now: 0, lastClickRefreshAt: null })).toBe(false);
  });
});

describe('triggers', () => {
  it('notices reload on path change only', () => {
    expect(shouldReloadNotices(null, '/')).toBe(true);
    expect(shouldReloadNotices('/a?x=1', '/a?x=2')).toBe(false);
    expect(shouldReloadNotices('/a', '/b')).toBe(true);
  });
  it('chat badge hidden on betting and game routes', () => {
    expect(isChatBadgeVisible('betting___de')).toBe(false);
    expect(isChatBadgeVisible('game-sysname')).toBe(false);
    expect(isChatBadgeVisible('game-index-sysname')).toBe(false);
    expect(isChatBadgeVisible('index')).toBe(true);
    expect(isChatBadgeVisible(undefined)).toBe(true);
  });
  it('chat provider and user data', () => {
    expect(chatProviderOf('jivoSite')).toBe('jivoSite');
    expect(chatProviderOf('unknown')).toBe('freshChat');
    expect(chatProviderOf(null)).toBe('freshChat');
    const user = { uid: 1, firstName: 'Ann', email: 'a@b.co', phone: '+1', language: 'en' };
    expect(chatUserData('jivoSite', user)).toEqual({ uid: '1', name: 'Ann', email: 'a@b.co', phone: '+1' });
    expect(chatUserData('verbox', user)).toEqual({ uid: '1', name: 'Ann', email: 'a@b.co', language: 'en' });
    expect(chatUserData('freshChat', { uid: 2 })).toEqual({ uid: '2' });
  });
  it('campaign popups are suppressed on game items and cashier deposit', () => {
    expect(shouldOpenCampaignPopup('/game/book-of-ra')).toBe(false);
    expect(shouldOpenCampaignPopup('/cashier/deposit')).toBe(false);
    expect(shouldOpenCampaignPopup('/cashier/deposit/visa?x=1')).toBe(false);
    expect(shouldOpenCampaignPopup('/cashier/history')).toBe(true);
    expect(shouldOpenCampaignPopup('/gamehall')).toBe(true);
  });
  it('campaign popups never open on the embedded form pages, and only for their audience', () => {
    expect(shouldOpenCampaignPopup('/forms/sign_in')).toBe(false);
    expect(shouldOpenCampaignPopup('/forms/sign_up?backUrl=%2F')).toBe(false);
    expect(shouldOpenCampaignPopup('/formsale')).toBe(true);
    expect(fitsCampaignAudience('guest', false)).toBe(true);
    expect(fitsCampaignAudience('guest', true)).toBe(false);
    expect(fitsCampaignAudience('player', false)).toBe(false);
    expect(fitsCampaignAudience('player', true)).toBe(true);
    expect(fitsCampaignAudience('all', true)).toBe(true);
  });
});
