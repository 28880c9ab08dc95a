import { NOTICE_TRIGGER_EVENTS } from '@casino/domain/policies';
import type { EventSourceLike, LoyaltyNoticesService } from './loyalty-notices.service.ts';

/** Where the layout reports each navigation; loyalty notifications may follow. */
export interface LoyaltyNotices {
  afterNavigation(path: string): void;
}
export const LoyaltyNotices = Symbol.for('LoyaltyNotices');

/**
 * The notifications service's stand-in until the player first interacts with the page: only then do the service, its
 * adapters and its texts load (nothing of it travels with the first paint), and it hears the last path reported.
 */
export class DeferredLoyaltyNotices implements LoyaltyNotices {
  private lastPath: string | undefined;
  private service: LoyaltyNoticesService | undefined;
  private cancel: (() => void) | undefined;

  constructor(
    private readonly load: () => Promise<LoyaltyNoticesService>,
    private readonly events: EventSourceLike,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Waits for the first click, double click or touch, then loads and starts the service. */
  waitForInteraction(): void {
    this.stop();
    let live = true;
    const unlisten = () => {
      for (const type of NOTICE_TRIGGER_EVENTS) this.events.removeEventListener(type, first);
    };
    const first = () => {
      unlisten();
      this.load().then((service) => {
        if (!live) return; // stopped while the chunk was on its way
        this.service = service;
        if (this.lastPath !== undefined) service.afterNavigation(this.lastPath);
        service.begin();
      }, this.onError);
    };
    for (const type of NOTICE_TRIGGER_EVENTS) this.events.addEventListener(type, first, { passive: true, once: true });
    this.cancel = () => {
      live = false;
      unlisten();
      this.service?.end();
      this.service = undefined;
    };
  }

  /** Undoes `waitForInteraction`: the listeners go, or the started service stops loading and showing notices. */
  stop(): void {
    this.cancel?.();
    this.cancel = undefined;
  }

  afterNavigation(path: string): void {
    this.lastPath = path;
    this.service?.afterNavigation(path);
  }
}
