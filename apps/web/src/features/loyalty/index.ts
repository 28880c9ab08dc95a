/**
 * The loyalty programme: its pages load through the route table; at start-up only the notifications service is
 */
export { LoyaltyNotices } from './notices/loyalty-notices.ts';
/** The start-up job, for the app's start-up order. */
export { LoyaltyNoticesStartup } from './startup/loyalty-notices.startup.ts';
