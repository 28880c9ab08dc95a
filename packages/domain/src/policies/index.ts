export type { InactivityState, InactivityInput } from './inactivity';
export { inactivityState, INACTIVITY_ACTIVITY_EVENTS, INACTIVITY_WARNING_RATIO } from './inactivity';
export type { BalanceRefreshSettings, IntervalRefreshInput } from './balance-refresh';
export {
  BALANCE_REFRESH_DEFAULTS, withBalanceRefreshDefaults, isBalanceRefreshAllowed, isIntervalRefreshRunning,
  shouldRefreshOnInterval, shouldRefreshOnClick,
} from './balance-refresh';
export type { ChatProvider, CampaignAudience } from './triggers';
export {
  NOTICE_TRIGGER_EVENTS, LOYALTY_NOTICES_KEY, shouldReloadNotices, CHAT_BADGE_HIDDEN_ROUTES, isChatBadgeVisible,
  CHAT_PROVIDERS, DEFAULT_CHAT_PROVIDER, CHAT_INIT_EVENTS, CHAT_IDLE_FALLBACK_MS, chatProviderOf, chatUserData,
  shouldOpenCampaignPopup, isEmbeddedFormPath, fitsCampaignAudience,
} from './triggers';
export type { ToastType } from './ui-defaults';
export {
  TOAST_TYPES, PAGE_RELOAD_GUARD_MS,
  ROUTE_PRELOAD_CONCURRENCY, ANCHOR_SCROLL_RETRY, SOCIAL_POPUP_SIZE, WAIT_FOR_DEFAULTS, FRAUD_CHECK_HIT_DELAY_MS,
  FULL_SCREEN_MODES,
} from './ui-defaults';
export type { SessionSignal, SignOutReason, RemoteSessionAction } from './session-sync';
export { ACTIVITY_BROADCAST_INTERVAL_MS, parseSessionSignal, sessionTransition, remoteSessionAction, activityBroadcast } from './session-sync';
