import { ContentPort, LoggerPort, defaultContentConfig, type SiteContentConfig } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';

/** The content configuration of the current locale; a failure keeps the defaults and is logged. */
@injectable()
export class ContentStore {
  config: SiteContentConfig = defaultContentConfig('en');
  loaded = false;

  constructor(
    @inject(ContentPort) private readonly port: ContentPort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {
    // the configuration is replaced whole, never changed in place: a reference, not a deep observable copy of it
    makeAutoObservable<this, 'port' | 'logger'>(this, { port: false, logger: false, config: observableRef }, { autoBind: true });
  }

  async load(locale: string, signal?: AbortSignal): Promise<void> {
    const result = await this.port.getConfig(locale, signal);
    runInAction(() => {
      if (result.ok) {
        this.config = result.value;
        this.loaded = true;
      } else {
        this.logger.warn(`content configuration for ${locale} failed; using defaults`, result.error);
        this.config = defaultContentConfig(locale);
        this.loaded = false;
      }
    });
  }

  get flags() {
    return this.config.featureFlags;
  }
}
