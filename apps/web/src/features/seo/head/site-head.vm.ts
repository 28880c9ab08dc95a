import { splitLocalePrefix } from '@casino/domain/routing';
import {
  buildHead, EMPTY_SEO_SETTINGS, readSeoDefaults, serializeJsonLd, structuredData, type HeadData, type HostSeoSettings,
} from '@casino/domain/seo';
import { LoggerPort, SeoPort } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ContentStore } from '../../../shared/stores/content.store.ts';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { ScreenSeoStore } from '../screen-seo.store.ts';

export interface HeadRequest {
  /** The address as the browser shows it (with the locale prefix), without query. */
  readonly pathname: string;
  /** `https://casino.example`. */
  readonly origin: string;
  /** The screen's translated generic name, if it has one. */
  readonly routeTitle: string | undefined;
}

export interface PageHead extends HeadData {
  /** Serialised JSON-LD documents, safe inside a script element. */
  readonly jsonLd: readonly string[];
  readonly favicons: HostSeoSettings['favicons'];
}

/**
 * The head of the current page: the host's SEO settings (loaded again when the locale changes, since their texts are
 * translated), the content configuration's defaults and what the screen says about itself. A failed settings call is
 * logged and the page keeps the defaults: titles and links still come out right.
 */
@injectable()
export class SiteHeadViewModel {
  settings: HostSeoSettings = EMPTY_SEO_SETTINGS;
  private loadedFor = '';

  constructor(
    @inject(SeoPort) private readonly port: SeoPort,
    @inject(LocaleStore) private readonly locale: LocaleStore,
    @inject(ContentStore) private readonly content: ContentStore,
    @inject(ScreenSeoStore) private readonly screen: ScreenSeoStore,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {
    makeAutoObservable<this, 'port' | 'locale' | 'content' | 'screen' | 'logger' | 'loadedFor'>(
      this,
      { port: false, locale: false, content: false, screen: false, logger: false, loadedFor: false },
      { autoBind: true },
    );
  }

  async load(host: string, signal?: AbortSignal): Promise<void> {
    const key = `${host} ${this.locale.current}`;
    if (key === this.loadedFor) return;
    this.loadedFor = key;
    const result = await this.port.getSettings(host, signal);
    runInAction(() => {
      if (result.ok) this.settings = result.value;
      else if (!signal?.aborted) {
        this.loadedFor = '';
        this.logger.warn('SEO settings could not be loaded; the head uses the defaults', result.error);
      }
    });
  }

  head(request: HeadRequest): PageHead {
    const { path: barePath } = splitLocalePrefix(request.pathname, this.locale.codes, this.locale.defaultLocale);
    const entry = this.screen.entry;
    const defaults = readSeoDefaults(this.content.config.sections['seo']);
    const head = buildHead({
      barePath,
      locale: this.locale.current,
      locales: this.locale.codes.length ? this.locale.codes : [this.locale.current],
      defaultLocale: this.locale.defaultLocale,
      origin: request.origin,
      settings: this.settings,
      defaults,
      screen: { ...entry, routeTitle: request.routeTitle },
    });
    const data = structuredData({
      origin: request.origin,
      localePrefix: this.locale.prefix,
      siteName: defaults.defaultTitle,
      isHome: barePath === '/',
      searchPath: `${this.locale.prefix}/gamehall?search={search_term_string}`,
      organization: this.settings.organization,
      page: head.page,
      ...(entry.breadCrumbs ? { breadCrumbs: entry.breadCrumbs } : {}),
    });
    return { ...head, jsonLd: data.map(serializeJsonLd), favicons: this.settings.favicons };
  }
}
