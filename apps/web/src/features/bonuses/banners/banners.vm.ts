import { BANNERS_DEFAULT_COUNT } from '@casino/domain/bonuses';
import { BannersPort, LoggerPort, type BannerSlide } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ContentStore } from '../../../shared/stores/content.store.ts';
import { PromotionStore } from '../../../shared/stores/promotion.store.ts';
import { Loads } from '../../../shared/view-model/loads.ts';
import type { LoadState } from '../common/failure.ts';

/** The image key the CMS configures for banners (`banner.imageKey`), else the desktop image. */
export function bannerImageKey(sections: Readonly<Record<string, unknown>>): string {
  const banner = sections.banner;
  const key = typeof banner === 'object' && banner !== null ? (banner as { imageKey?: unknown }).imageKey : undefined;
  return typeof key === 'string' && key ? key : 'desktop';
}

/** The running banners of one position (home slider, games hall, promotions). */
@injectable()
export class BannersViewModel {
  banners: readonly BannerSlide[] = [];
  state: LoadState = 'loading';
  private readonly loads = new Loads();

  constructor(
    @inject(BannersPort) private readonly port: BannersPort,
    @inject(ContentStore) private readonly content: ContentStore,
    @inject(LoggerPort) private readonly logger: LoggerPort,
    @inject(PromotionStore) private readonly promotion: PromotionStore,
  ) {
    makeAutoObservable<this, 'port' | 'content' | 'logger' | 'loads' | 'promotion'>(
      this,
      { port: false, content: false, logger: false, loads: false, promotion: false, callsToAction: false },
      { autoBind: true },
    );
  }

  /**
   * Whether the cards carry their call to action (the button to the offer). During a break, its cooling-off or
   * right after a limit was hit the banners stay as they are (the page keeps its layout) but ask for nothing.
   */
  get callsToAction(): boolean {
    return this.promotion.allowed;
  }

  async load(position?: string): Promise<void> {
    const query = { count: BANNERS_DEFAULT_COUNT, position, imageKey: bannerImageKey(this.content.config.sections) };
    const signal = this.loads.begin('banners');
    const result = await this.port.get(query, signal);
    runInAction(() => {
      if (signal.aborted) return;
      this.state = result.ok ? 'ready' : 'failed';
      if (result.ok) this.banners = result.value;
      else this.logger.warn('banners failed', result.error);
    });
  }

  dispose(): void {
    this.loads.dispose();
  }
}
