import { MINUTE_MS, SECOND_MS } from '../shared/time';

/**
 * When the balance is re-read (the content configuration's `functionalSettings.settingsForUpdBalance`): on an
 * interval, after a click, and whether refreshing stops once the player has been idle for a while.
 */
export interface BalanceRefreshSettings {
  readonly countSecondsForDelayBetweenClick: number;
  readonly isEnabledInterval: boolean;
  readonly countSecondsForInterval: number;
  readonly isEnabledTurnOffRequests: boolean;
  readonly countMinutesAfterWhichRequestsTurnedOff: number;
  readonly isEnabledRequestsAfterClick: boolean;
}

/** Used for every setting the site leaves out: no interval, no click refresh, stop after 5 idle minutes. */
export const BALANCE_REFRESH_DEFAULTS: BalanceRefreshSettings = {
  countSecondsForInterval: 10,
  countSecondsForDelayBetweenClick: 1,
  countMinutesAfterWhichRequestsTurnedOff: 5,
  isEnabledInterval: false,
  isEnabledRequestsAfterClick: false,
  isEnabledTurnOffRequests: true,
};

/** Fills missing or invalid settings with the defaults. */
export function withBalanceRefreshDefaults(settings: Partial<Record<keyof BalanceRefreshSettings, unknown>> | null | undefined): BalanceRefreshSettings {
  const s = settings ?? {};
  const num = (key: keyof BalanceRefreshSettings): number => {
    const v = Number(s[key]);
    return s[key] !== undefined && s[key] !== null && s[key] !== '' && Number.isFinite(v) && v >= 0 ? v : (BALANCE_REFRESH_DEFAULTS[key] as number);
  };
  const bool = (key: keyof BalanceRefreshSettings): boolean =>
    typeof s[key] === 'boolean' ? (s[key] as boolean) : (BALANCE_REFRESH_DEFAULTS[key] as boolean);
  return {
    countSecondsForInterval: num('countSecondsForInterval'),
    countSecondsForDelayBetweenClick: num('countSecondsForDelayBetweenClick'),
    countMinutesAfterWhichRequestsTurnedOff: num('countMinutesAfterWhichRequestsTurnedOff'),
    isEnabledInterval: bool('isEnabledInterval'),
    isEnabledRequestsAfterClick: bool('isEnabledRequestsAfterClick'),
    isEnabledTurnOffRequests: bool('isEnabledTurnOffRequests'),
  };
}

/** Balance refresh runs only for authenticated users and never on /game/ paths. */
export function isBalanceRefreshAllowed(authenticated: boolean, path: string): boolean {
  return authenticated && !path.includes('/game/');
}

export interface IntervalRefreshInput {
  readonly settings: BalanceRefreshSettings;
  readonly authenticated: boolean;
  readonly path: string;
  readonly now: number;
  /** Last click (or the start of the session when there was none). */
  readonly lastClickAt: number;
  readonly lastRefreshAt: number | null;
}

/** The periodic refresh is running: enabled, allowed, and not turned off by click silence. */
export function isIntervalRefreshRunning(input: Omit<IntervalRefreshInput, 'lastRefreshAt'>): boolean {
  const { settings } = input;
  if (!settings.isEnabledInterval || !isBalanceRefreshAllowed(input.authenticated, input.path)) return false;
  if (!settings.isEnabledTurnOffRequests) return true;
  return input.now - input.lastClickAt < settings.countMinutesAfterWhichRequestsTurnedOff * MINUTE_MS;
}

/** A periodic refresh is due now (interval elapsed since the last refresh). */
export function shouldRefreshOnInterval(input: IntervalRefreshInput): boolean {
  if (!isIntervalRefreshRunning(input)) return false;
  return input.lastRefreshAt === null || input.now - input.lastRefreshAt >= input.settings.countSecondsForInterval * SECOND_MS;
}

/** A click refreshes when enabled, allowed, and the click throttle has passed. */
export function shouldRefreshOnClick(input: {
  readonly settings: BalanceRefreshSettings;
  readonly authenticated: boolean;
  readonly path: string;
  readonly now: number;
  readonly lastClickRefreshAt: number | null;
}): boolean {
  if (!input.settings.isEnabledRequestsAfterClick || !isBalanceRefreshAllowed(input.authenticated, input.path)) return false;
  return input.lastClickRefreshAt === null || input.now - input.lastClickRefreshAt >= input.settings.countSecondsForDelayBetweenClick * SECOND_MS;
}
