/**
 * The loyalty programme: its pages load through the route table; at start-up only the notifications service is
 * bound (`loyaltyNoticesModule`), which the layout tells about each navigation (`LoyaltyNotices.afterNavigation`); the service itself loads at the first interaction.
 */
export { loyaltyModule } from './loyalty.module.ts';
export { loyaltyNoticesModule } from './notices/loyalty-notices.module.ts';
export { LoyaltyNotices } from './notices/loyalty-notices.ts';
/** The start-up job, for the app's start-up order. */
export { LoyaltyNoticesStartup } from './startup/loyalty-notices.startup.ts';
