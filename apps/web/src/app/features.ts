import { accountsFeature } from '../features/accounts/feature.ts';
import { betHistoryFeature } from '../features/bet-history/feature.ts';
import { bettingFeature } from '../features/betting/feature.ts';
import { bonusesFeature } from '../features/bonuses/feature.ts';
import { campaignPopupsFeature } from '../features/campaign-popups/feature.ts';
import { cashierFeature } from '../features/cashier/feature.ts';
import { contentPagesFeature } from '../features/content-pages/feature.ts';
import { gamesFeature } from '../features/games/feature.ts';
import { headerFeature } from '../features/header/feature.ts';
import { installAppFeature } from '../features/install-app/feature.ts';
import { loyaltyFeature } from '../features/loyalty/feature.ts';
import { profileFeature } from '../features/profile/feature.ts';
import { responsibleGamingFeature } from '../features/responsible-gaming/feature.ts';
import { seoFeature } from '../features/seo/feature.ts';
import { supportFeature } from '../features/support/feature.ts';
import { systemPagesFeature } from '../features/system-pages/feature.ts';
import { tournamentsFeature } from '../features/tournaments/feature.ts';
import { verificationFeature } from '../features/verification/feature.ts';
import type { Feature } from '../shared/feature/feature.ts';

/**
 * The features of the app, each declared in its folder's `feature.ts`: the routes' table of screens and the modules
 * and start-up work bound at start come from here (a test fails when a `feature.ts` is missing from this list, or a
 * screen the routes name from the features). A new screen is its feature's business and one line of the route table;
 * a new feature is one line here.
 *
 * The start-up fetches this list as part of its own chunk (`app/di/feature-modules.ts`, `app/router/screens.ts`):
 * a feature's `feature.ts` imports only what start-up needs and its screens lazily, so the entry stays small.
 */
export const FEATURES = [
  accountsFeature,
  betHistoryFeature,
  bettingFeature,
  bonusesFeature,
  campaignPopupsFeature,
  cashierFeature,
  contentPagesFeature,
  gamesFeature,
  headerFeature,
  installAppFeature,
  loyaltyFeature,
  profileFeature,
  responsibleGamingFeature,
  seoFeature,
  supportFeature,
  systemPagesFeature,
  tournamentsFeature,
  verificationFeature,
] as const satisfies readonly Feature[];
