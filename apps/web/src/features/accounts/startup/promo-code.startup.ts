import { LocalStoragePort } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import type { StartupContribution } from '../../../shared/startup/startup-contribution.ts';
import { capturePromoCode } from '../registration/promo-code-capture.ts';

/** A landing address's `promo_code` is kept for a registration later in the visit (or a later visit). */
@injectable()
export class PromoCodeStartup implements StartupContribution {
  readonly name = 'promo-code';

  constructor(@inject(LocalStoragePort) private readonly storage: LocalStoragePort) {}

  start(): void {
    capturePromoCode(globalThis.location?.search ?? '', this.storage);
  }

  /** Nothing to undo: the code is read and stored at once, and a stored code is the player's, not the page's. */
  stop(): void {}
}
