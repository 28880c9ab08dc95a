import type { PromoCodeCampaign } from '@casino/domain/ports';
import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';

/** The campaigns promo codes activated in this visit, newest last (the deposit page reads the latest). */
@injectable()
export class ActivatedCampaigns {
  list: readonly PromoCodeCampaign[] = [];

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get latest(): PromoCodeCampaign | undefined {
    return this.list.at(-1);
  }

  add(campaign: PromoCodeCampaign): void {
    this.list = [...this.list, campaign];
  }
}
