import { inject, injectable } from 'inversify';
import type { StartupContribution } from '../../../shared/startup/startup-contribution.ts';
import { DeferredLoyaltyNotices } from '../notices/loyalty-notices.ts';

/**
 * Loyalty notifications wait for the player's first interaction with the page (so their sound may play under the
 * browser's autoplay rules); only then does the service load, through the stand-in. Stopping takes the wait's
 * listeners down, or ends the started service's loads and pending toasts.
 */
@injectable()
export class LoyaltyNoticesStartup implements StartupContribution {
  readonly name = 'loyalty-notices';

  constructor(@inject(DeferredLoyaltyNotices) private readonly notices: DeferredLoyaltyNotices) {}

  start(): void {
    this.notices.waitForInteraction();
  }

  stop(): void {
    this.notices.stop();
  }
}
