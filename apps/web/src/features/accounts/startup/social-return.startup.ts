import { inject, injectable } from 'inversify';
import type { StartupContribution } from '../../../shared/startup/startup-contribution.ts';
import { SocialReturnService } from '../social/social-return.service.ts';

/** The return page of a social sign-in drops its marker (and, in the popup, tells the opener and closes). */
@injectable()
export class SocialReturnStartup implements StartupContribution {
  readonly name = 'social-return';

  constructor(@inject(SocialReturnService) private readonly socialReturn: SocialReturnService) {}

  start(): void {
    this.socialReturn.handleReturn();
  }

  /** Nothing to undo: the address is cleaned once, at start. */
  stop(): void {}
}
