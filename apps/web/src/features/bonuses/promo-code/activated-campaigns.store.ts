import type { ActivatedCampaign } from '@casino/domain/ports';
import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';

/** The campaigns promo codes activated in this visit, newest last (the deposit page reads the latest). */
@injectable()
export class ActivatedCampaigns {
  list: readonly ActivatedCampaign[] = [];

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get latest(): ActivatedCampaign | undefined {
    return this.list.at(-1);
  }

  add(campaign: ActivatedCampaign): void {
    this.list = [...this.list, campaign];
  }
}
