import { ContentPagesPort, type ContentPage } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { LocaleStore } from '../../shared/stores/locale.store.ts';
import { Loads } from '../../shared/view-model/loads.ts';

export type ContentPageStatus = 'loading' | 'ready' | 'notFound' | 'failed';

/**
 * A CMS content page (`/{slug}`). A slug the CMS does not publish is the 404 page, not an error: the address is simply
 * not a page. Any other failure offers a retry. Loading again in another locale keeps the old page on screen until the
 * new one arrives, so a language switch does not flash a loader.
 */
@injectable()
export class ContentPageViewModel {
  status: ContentPageStatus = 'loading';
  page: ContentPage | undefined = undefined;
  slug = '';
  private readonly loads = new Loads();

  constructor(
    @inject(ContentPagesPort) private readonly port: ContentPagesPort,
    @inject(LocaleStore) private readonly locale: LocaleStore,
  ) {
    makeAutoObservable<this, 'port' | 'locale' | 'loads'>(this, { port: false, locale: false, loads: false }, { autoBind: true });
  }

  async load(slug: string): Promise<void> {
    const signal = this.loads.begin('page');
    this.slug = slug;
    if (this.page?.slug !== slug) {
      this.page = undefined;
      this.status = 'loading';
    }
    const result = await this.port.getPage(this.locale.current, slug, signal);
    runInAction(() => {
      if (signal.aborted) return;
      if (result.ok) {
        this.page = result.value;
        this.status = 'ready';
        return;
      }
      const missing = result.error.status === 404 || result.error.fieldErrors['slug'] !== undefined;
      this.page = undefined;
      this.status = missing ? 'notFound' : 'failed';
    });
  }

  retry(): Promise<void> {
    return this.load(this.slug);
  }

  dispose(): void {
    this.loads.dispose();
  }
}
