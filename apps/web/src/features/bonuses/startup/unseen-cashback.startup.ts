import { inject, injectable } from 'inversify';
import type { StartupContribution } from '../../../shared/startup/startup-contribution.ts';
import { UnseenCashbackService } from '../cashback/unseen-cashback.service.ts';

/** From now on a sign-in queues the unseen-cashback popup (the session already loaded at start does not count). */
@injectable()
export class UnseenCashbackStartup implements StartupContribution {
  readonly name = 'unseen-cashback';
  private stopWatching: (() => void) | undefined;

  constructor(@inject(UnseenCashbackService) private readonly service: UnseenCashbackService) {}

  start(): void {
    this.stop();
    this.stopWatching = this.service.start();
  }

  stop(): void {
    this.stopWatching?.();
    this.stopWatching = undefined;
  }
}
