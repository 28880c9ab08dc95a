import { ACCOUNT_ACTIONS } from './account.ts';
import type { OneShotAction } from './action.ts';
import { BONUS_ACTIONS } from './bonuses.ts';
import { ENGAGEMENT_ACTIONS } from './engagement.ts';
import { EXCLUSION_ACTIONS } from './exclusions.ts';
import { LIMIT_ACTIONS } from './limits.ts';
import { MONEY_ACTIONS } from './money.ts';

export { effectsOf, type Actor, type OneShotAction } from './action.ts';

/** Every one-shot action of the app, one row each, by area. A new one-shot action gets a row in its area's file. */
export const ONE_SHOT_ACTIONS: readonly OneShotAction[] = [
  ...MONEY_ACTIONS,
  ...BONUS_ACTIONS,
  ...ENGAGEMENT_ACTIONS,
  ...ACCOUNT_ACTIONS,
  ...LIMIT_ACTIONS,
  ...EXCLUSION_ACTIONS,
];
