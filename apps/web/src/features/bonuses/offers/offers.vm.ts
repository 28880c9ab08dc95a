import { CampaignsPort, type OfferCampaign } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { Loads } from '../../../shared/view-model/loads.ts';
import { actionFailure, type FailureText, type LoadState } from '../common/failure.ts';

/** What an offer asks of the player: take it here, deposit, enter its promo code, or register first. */
export type OfferCall = 'take' | 'deposit' | 'promoCode' | 'register' | 'none';
/** `register`: a guest pressed take; the view asks them to register. */
export type TakeOutcome = 'taken' | 'register' | 'failed' | 'busy';

/**
 * The offers pages (`/offers` and `/offers/{id}`): the live campaign offers for guests and players. A player takes a
 * manual offer here (sent once; the list reloads, the offer is then taken); a guest is asked to register.
 */
@injectable()
export class OffersViewModel {
  offers: readonly OfferCampaign[] = [];
  state: LoadState = 'loading';
  pendingId: number | null = null;
  failure: FailureText | null = null;
  /** Offers taken in this visit (the player sees it was done). */
  taken: readonly number[] = [];
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
    const result = await this.port.getOffers({ count: 100 }, signal);
    runInAction(() => {
      if (signal.aborted) return;
      this.state = result.ok ? 'ready' : 'failed';
      if (result.ok) this.offers = result.value.items;
    });
  }

  offer(id: number): OfferCampaign | undefined {
    return this.offers.find((o) => o.id === id);
  }

  /** The call to action an offer gets for this visitor. */
  callOf(offer: OfferCampaign): OfferCall {
    const trigger = offer.trigger;
    if (!trigger) return 'none';
    // every offer starts with an account: a guest is asked to register first
    if (!this.session.authenticated) return 'register';
    if (this.taken.includes(offer.id) || !trigger.userSatisfiesParams) return 'none';
    if (trigger.action === 'manual') return 'take';
    if (trigger.action === 'deposit') return 'deposit';
    if (trigger.action === 'promo_code') return 'promoCode';
    return 'none';
  }

  async take(offer: OfferCampaign): Promise<TakeOutcome> {
    if (!this.session.authenticated) return 'register';
    if (this.pendingId !== null) return 'busy';
    this.pendingId = offer.id;
    this.failure = null;
    const result = await this.port.takePromotions(offer.id);
    if (result.ok) await this.load();
    return runInAction(() => {
      this.pendingId = null;
      if (!result.ok) {
        this.failure = actionFailure(result.error);
        return 'failed';
      }
      this.taken = [...this.taken, offer.id];
      return 'taken';
    });
  }

  dispose(): void {
    this.loads.dispose();
  }
}
