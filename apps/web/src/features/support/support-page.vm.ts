import { readSupportPage, type SupportPageContent } from '@casino/domain/support';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { ContentStore } from '../../shared/stores/content.store.ts';

/** The support page's contacts and questions, read from the current locale's content configuration. */
@injectable()
export class SupportPageViewModel {
  constructor(@inject(ContentStore) private readonly content: ContentStore) {
    makeAutoObservable<this, 'content'>(this, { content: false }, { autoBind: true });
  }

  get page(): SupportPageContent {
    return readSupportPage(this.content.config.sections.supportPage);
  }

  /** The configuration did not load: the page says so instead of showing empty sections. */
  get contentMissing(): boolean {
    return !this.content.loaded;
  }
}
