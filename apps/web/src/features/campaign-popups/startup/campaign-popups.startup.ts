import { shouldOpenCampaignPopup } from '@casino/domain/policies';
import { inject, injectable } from 'inversify';
import { when } from 'mobx';
import type { StartupContribution } from '../../../shared/startup/startup-contribution.ts';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { PromotionStore } from '../../../shared/stores/promotion.store.ts';
import { CampaignPopups } from '../campaign-popups.ts';

/**
 * On a page where a campaign popup may open, its service and renderer load now, beside the screen's chunks, rather
 * than after the page has hydrated. A signed-in player's popup is often the largest thing on the page (its LCP), and
 * it came two chunks after hydration, one after the other: 350–400 ms later than this at a 150 ms round trip (the
 * popups' call itself is asked for at start-up, app/router/screen-data.ts). Nothing loads where no popup can open:
 * over a game, the deposit form, an embedded form, or while promotion is paused in this browser.
 */
@injectable()
export class CampaignPopupsStartup implements StartupContribution {
  readonly name = 'campaign-popups';

  constructor(
    @inject(CampaignPopups) private readonly popups: CampaignPopups,
    @inject(LocaleStore) private readonly locale: LocaleStore,
    @inject(PromotionStore) private readonly promotion: PromotionStore,
  ) {}

  private waiting: (Promise<void> & { cancel(): void }) | undefined;

  start(): void {
    const path = this.locale.barePath(globalThis.location?.pathname ?? '/');
    if (!shouldOpenCampaignPopup(path) || !this.promotion.allowed) return;
    // The popups are texts in the visitor's language: they are asked for once start-up has activated it. Before,
    // every call carries the default locale, and an Arabic page was given English popups (a prerendered page's
    // payload, which answers this call in the page's locale, was missed too). A chunk that fails here is asked for
    // again, and reported, by the route change that needs it.
    const waiting = when(() => this.locale.started);
    this.waiting = waiting;
    void waiting.then(() => this.popups.prepare()).catch(() => undefined);
  }

  /** Stops waiting for the locale; the chunks only load, and loaded chunks stay. */
  stop(): void {
    this.waiting?.cancel();
  }
}
