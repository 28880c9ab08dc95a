import { PromotionsPort, type PromotionPage } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { Loads } from '../../../shared/view-model/loads.ts';
import type { LoadState } from '../common/failure.ts';

/** The promotions the CMS publishes for the current locale (list page and each promotion's own page). */
@injectable()
export class PromotionsViewModel {
  items: readonly PromotionPage[] = [];
  state: LoadState = 'loading';
  private readonly loads = new Loads();

  constructor(
    @inject(PromotionsPort) private readonly port: PromotionsPort,
    @inject(LocaleStore) private readonly locale: LocaleStore,
  ) {
    makeAutoObservable<this, 'port' | 'locale' | 'loads'>(this, { port: false, locale: false, loads: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.state = 'loading';
    const signal = this.loads.begin('list');
    const result = await this.port.get(this.locale.current, signal);
    runInAction(() => {
      if (signal.aborted) return;
      this.state = result.ok ? 'ready' : 'failed';
      if (result.ok) this.items = result.value;
    });
  }

  promotion(id: string): PromotionPage | undefined {
    return this.items.find((p) => p.id === id);
  }

  dispose(): void {
    this.loads.dispose();
  }
}
