/** The support feature's public face. The /support screen and the chat are lazy chunks of their own. */
export { SupportWatchers } from './startup/SupportWatchers.tsx';
// the start-up jobs, for the app's start-up order
export { AnalyticsStartup } from './startup/analytics.startup.ts';
export { BalanceRefreshStartup } from './startup/balance-refresh.startup.ts';
export { CustomCodeStartup } from './startup/custom-code.startup.ts';
export { SupportChatStartup } from './startup/support-chat.startup.ts';
