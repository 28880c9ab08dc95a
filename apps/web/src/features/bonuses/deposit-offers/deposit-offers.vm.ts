import { NO_CAMPAIGN_OFFER, isDepositOfferEligible } from '@casino/domain/cashier';
import { formatAmount } from '@casino/domain/format';
import type { ExactMoney } from '@casino/domain/money';
import { CampaignsPort, type OfferCampaign } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { Loads } from '../../../shared/view-model/loads.ts';

/** What the deposit form tells the offers: the chosen method and the typed amount (as money; null until it is one). */
export interface DepositContext {
  readonly method: string | null;
  readonly amount: ExactMoney | null;
  readonly currency: string;
}

/**
 * The campaign offers inside the deposit form: the live deposit offers the player may take with this deposit (the
 * method is not excluded, the amount reaches the minimum), one of which (or none) goes with the deposit. The offers
 * are optional: when they cannot load, the deposit goes on without them and the player may retry.
 */
@injectable()
export class DepositOffersViewModel {
  offers: readonly OfferCampaign[] = [];
  state: 'loading' | 'ready' | 'failed' = 'loading';
  context: DepositContext = { method: null, amount: null, currency: 'EUR' };
  private readonly loads = new Loads();

  constructor(
    @inject(CampaignsPort) private readonly port: CampaignsPort,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<this, 'port' | 'session' | 'loads'>(this, { port: false, session: false, loads: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.state = 'loading';
    const signal = this.loads.begin('list');
    const result = await this.port.getOffers({ count: 100, action: 'deposit' }, signal);
    runInAction(() => {
      if (signal.aborted) return;
      this.state = result.ok ? 'ready' : 'failed';
      if (result.ok) this.offers = result.value.items;
    });
  }

  setContext(context: DepositContext): void {
    this.context = context;
  }

  /** The offers shown for the chosen method (the amount does not hide them: it may still grow). */
  get visible(): readonly OfferCampaign[] {
    const authenticated = this.session.authenticated;
    return this.offers.filter((offer) => isDepositOfferEligible(offer, { authenticated, method: this.context.method }));
  }

  /** Whether this offer may go with the deposit as typed now. */
  canTake(offer: OfferCampaign): boolean {
    return isDepositOfferEligible(offer, { authenticated: this.session.authenticated, method: this.context.method, ...(this.context.amount ? { amount: this.context.amount } : {}) });
  }

  /** The offer's display title (its sysname when it has no description). */
  titleOf(id: number): string | undefined {
    const offer = this.offers.find((o) => o.id === id);
    return offer ? (offer.description?.title ?? offer.sysname) : undefined;
  }

  /** "From €20" for an offer with a minimum deposit. */
  minimumText(offer: OfferCampaign): string | null {
    const min = offer.trigger?.minDeposit;
    return min ? formatAmount(min, this.context.currency) : null;
  }

  /**
   * The offer that may go with the deposit: the chosen one while it still fits the method and amount, otherwise
   * none (-1), so the deposit never carries an offer the backend would refuse or not grant.
   */
  effectiveChoice(selected: number): number {
    // until the offers are known (back from the confirmation step they load again) the choice stands
    if (this.state !== 'ready') return selected;
    const offer = this.offers.find((o) => o.id === selected);
    return offer && this.canTake(offer) ? selected : NO_CAMPAIGN_OFFER;
  }

  /** After a promo code was activated: reload, and choose its campaign when it is a deposit offer that fits. */
  async afterPromoCode(campaignId: number | undefined): Promise<number | null> {
    await this.load();
    return runInAction(() => {
      const offer = this.offers.find((o) => o.id === campaignId);
      return offer && this.canTake(offer) ? offer.id : null;
    });
  }

  dispose(): void {
    this.loads.dispose();
  }
}
