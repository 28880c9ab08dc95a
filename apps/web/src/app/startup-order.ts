import type { LoggerPort } from '@casino/domain/ports';
import type { StartupContribution } from '../shared/startup/startup-contribution.ts';

/**
 * What runs at start-up, in this order, once the session has loaded (each feature binds its own
 * `StartupContribution`; this list is the one place that says when):
 * 1. `promo-code`: a landing `promo_code` is stored for a later registration;
 * 2. `social-return`: the return page of a social sign-in drops its marker (and, in the popup, tells the opener);
 * 3. `social-completion`: an incomplete social registration opens its completion dialog;
 * 4. `telegram`: inside the messaging app, a guest is signed up automatically;
 * 5. `loyalty-notices`: loyalty notifications wait for the player's first interaction with the page.
 * 6. `balance-refresh`: a signed-in player's balance is re-read as the content configuration asks;
 * 7. `analytics`: the landing beacon and tracking parameters now, the analytics vendors after the first activity,
 *    the fraud check three seconds after start;
 * 8. `custom-code`: the site's custom code, once per page load;
 * 9. `support-chat`: after the first activity (or idle), the support chat's own chunk loads and starts its vendor;
 * 10. `unseen-cashback`: from now on a sign-in queues the unseen-cashback popup;
 * 11. `play-session`: once a player has signed in, the reality check and session time limit watcher loads.
 */
export const STARTUP_ORDER = ['promo-code', 'social-return', 'social-completion', 'telegram', 'loyalty-notices', 'balance-refresh', 'analytics', 'custom-code', 'support-chat', 'unseen-cashback', 'play-session'] as const;

/** The contributions in `order`; one missing from the list comes last, with an error logged. */
export function startupSequence(contributions: readonly StartupContribution[], logger: LoggerPort, order: readonly string[] = STARTUP_ORDER): StartupContribution[] {
  const rank = (c: StartupContribution) => (order.includes(c.name) ? order.indexOf(c.name) : order.length);
  const sorted = [...contributions].sort((a, b) => rank(a) - rank(b));
  for (const stray of sorted.filter((c) => !order.includes(c.name))) logger.error('start-up contribution missing from STARTUP_ORDER', stray.name);
  return sorted;
}

/** Starts one contribution; a failure, now or later, is logged and stops nothing else. */
export function startContribution(contribution: StartupContribution, logger: LoggerPort): void {
  try {
    void Promise.resolve(contribution.run()).catch((error: unknown) => logger.warn(`start-up ${contribution.name} failed`, error));
  } catch (error) {
    logger.warn(`start-up ${contribution.name} failed`, error);
  }
}

/** Runs the contributions in `order`; one missing from the list runs last, with an error logged. */
export function runStartup(contributions: readonly StartupContribution[], logger: LoggerPort, order: readonly string[] = STARTUP_ORDER): string[] {
  const sequence = startupSequence(contributions, logger, order);
  for (const contribution of sequence) startContribution(contribution, logger);
  return sequence.map((c) => c.name);
}
