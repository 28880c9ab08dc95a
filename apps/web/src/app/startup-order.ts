import { PromoCodeStartup, SocialCompletionStartup, SocialReturnStartup, TelegramStartup } from '../features/accounts/index.ts';
import { UnseenCashbackStartup } from '../features/bonuses/index.ts';
import { CampaignPopupsStartup } from '../features/campaign-popups/index.ts';
import { LoyaltyNoticesStartup } from '../features/loyalty/index.ts';
import { PlaySessionStartup } from '../features/responsible-gaming/index.ts';
import { AnalyticsStartup, BalanceRefreshStartup, CustomCodeStartup, SupportChatStartup } from '../features/support/index.ts';
import type { StartupClass } from '../shared/startup/startup-contribution.ts';

/**
 * What runs at start-up, in this order, once the session has loaded (each feature binds its own
 * `StartupContribution` class; this list is the one place that says when). It names the classes themselves, so a
 * renamed or removed class fails the type check here instead of quietly running last:
 * 1. `PromoCodeStartup`: a landing `promo_code` is stored for a later registration;
 * 2. `SocialReturnStartup`: the return page of a social sign-in drops its marker (and, in the popup, tells the opener);
 * 3. `SocialCompletionStartup`: an incomplete social registration opens its completion dialog;
 * 4. `TelegramStartup`: inside the messaging app, a guest is signed up automatically;
 * 5. `CampaignPopupsStartup`: on a page where a campaign popup may open, its service and renderer load now;
 * 6. `LoyaltyNoticesStartup`: loyalty notifications wait for the player's first interaction with the page;
 * 7. `BalanceRefreshStartup`: a signed-in player's balance is re-read as the content configuration asks;
 * 8. `AnalyticsStartup`: the landing beacon and tracking parameters now, the analytics vendors after the first
 *    activity, the fraud check three seconds after start;
 * 9. `CustomCodeStartup`: the site's custom code, once per page load;
 * 10. `SupportChatStartup`: after the first activity (or idle), the support chat's own chunk loads and starts its vendor;
 * 11. `UnseenCashbackStartup`: from now on a sign-in queues the unseen-cashback popup;
 * 12. `PlaySessionStartup`: once a player has signed in, the reality check and session time limit watcher loads.
 *
 * It reaches the start-up bound with the features' modules (`app/di/feature-modules.ts`), not imported by
 * `bootstrap.ts`: importing these classes there would put feature code into the entry chunk.
 */
export const STARTUP_ORDER = [
  PromoCodeStartup,
  SocialReturnStartup,
  SocialCompletionStartup,
  TelegramStartup,
  CampaignPopupsStartup,
  LoyaltyNoticesStartup,
  BalanceRefreshStartup,
  AnalyticsStartup,
  CustomCodeStartup,
  SupportChatStartup,
  UnseenCashbackStartup,
  PlaySessionStartup,
] as const satisfies readonly StartupClass[];
