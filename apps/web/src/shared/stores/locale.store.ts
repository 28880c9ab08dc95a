import { LOCALES_NOT_FOUND_MESSAGE } from '@casino/domain/errors';
import {
  LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, resolveLocale, type LocaleStrategy, type ResolvedLocale,
} from '@casino/domain/locale';
import { splitLocalePrefix, withLocalePrefix } from '@casino/domain/routing';
import { AccountPort, CookiePort, I18nPort, LoggerPort, type LocaleDescriptor } from '@casino/domain/ports';
import type { I18n, Messages } from '@lingui/core';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { startTransition } from 'react';
import { FatalErrorStore } from './fatal-error.store.ts';

/** Loads the app's compiled Lingui catalog of a locale (lazy, one chunk per locale). */
export type CatalogLoader = (locale: string) => Promise<Messages>;
export const CatalogLoader = Symbol.for('CatalogLoader');
export const LinguiI18n = Symbol.for('LinguiI18n');

/**
 * The server dictionary holds plain texts (the contract's "key to text"), not ICU messages, and Lingui keeps only
 * compiled ones: a raw string makes it warn "Uncompiled message" in development (every wrong contact code did) and
 * would be parsed as ICU if a compiler were set. A text as the single literal part of a compiled message is shown
 * exactly as the server wrote it, braces and all.
 */
const literalMessages = (texts: Readonly<Record<string, string>>): Messages =>
  Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, [text]]));

/**
 * Where a lazily loaded feature chunk hands its own catalog (`features/<area>/locales/`): the messages of the
 * current locale are loaded before the chunk renders, and those of any locale switched to later with the app's.
 */
export interface CatalogRegistry {
  addCatalog(source: CatalogLoader): Promise<void>;
}
export const CatalogRegistry = Symbol.for('CatalogRegistry');

export interface LocaleStartInput {
  readonly path: string;
  readonly browserLanguages: readonly string[];
  readonly strategy: LocaleStrategy;
  readonly authenticated: boolean;
  readonly accountLocale: string | null;
}

/**
 * Locales and the active one: the list and default from `/nfx/i18n/locales`, the server
 * dictionary merged over the app's catalog (empty on failure), the `i18n_locale` cookie for a year.
 */
@injectable()
export class LocaleStore implements CatalogRegistry {
  locales: LocaleDescriptor[] = [];
  defaultLocale = 'en';
  current = 'en';
  /**
   * True once start-up has activated its start locale (`start`). Until then every call carries the default locale in
   * its query, so a call whose answer is in the visitor's language (the campaign popups) waits for it.
   */
  started = false;
  /** Feature catalogs handed over by lazy chunks, loaded again on every locale switch. */
  private readonly featureCatalogs = new Set<CatalogLoader>();
  /** The server dictionary of each activated locale: it wins over every app and feature catalog. */
  private readonly serverMessages = new Map<string, Messages>();

  constructor(
    @inject(I18nPort) private readonly port: I18nPort,
    @inject(AccountPort) private readonly account: AccountPort,
    @inject(CookiePort) private readonly cookies: CookiePort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
    @inject(FatalErrorStore) private readonly fatal: FatalErrorStore,
    @inject(LinguiI18n) private readonly i18n: I18n,
    @inject(CatalogLoader) private readonly loadCatalog: CatalogLoader,
  ) {
    makeAutoObservable<this, 'port' | 'account' | 'cookies' | 'logger' | 'fatal' | 'i18n' | 'loadCatalog' | 'featureCatalogs' | 'serverMessages'>(
      this,
      {
        port: false, account: false, cookies: false, logger: false, fatal: false, i18n: false, loadCatalog: false,
        featureCatalogs: false, serverMessages: false,
      },
      { autoBind: true },
    );
  }

  get codes(): string[] {
    return this.locales.map((l) => l.code);
  }

  get dir(): 'ltr' | 'rtl' {
    return this.locales.find((l) => l.code === this.current)?.dir ?? 'ltr';
  }

  /** The URL prefix of the current locale ('' for the default). */
  get prefix(): string {
    return this.current === this.defaultLocale ? '' : `/${this.current}`;
  }

  /**
   * Loads the locale list. A server with no locales configured is our fault: the 500 page with its technical
   * message. A call that failed (network, server error, an answer we could not read) is not a missing
   * configuration: the player gets the honest "could not reach the server" page with a retry.
   */
  async loadLocales(signal?: AbortSignal): Promise<boolean> {
    const result = await this.port.getLocales(signal);
    if (!result.ok || result.value.locales.length === 0) {
      if (!result.ok) this.logger.error('locales could not be loaded', result.error);
      if (!result.ok) this.fatal.show({ page: 'unreachable', statusCode: result.error.status });
      else this.fatal.show({ page: 'error', statusCode: 500, message: LOCALES_NOT_FOUND_MESSAGE });
      await this.activateFallback();
      return false;
    }
    runInAction(() => {
      this.locales = [...result.value.locales];
      this.defaultLocale = result.value.defaultLocale;
    });
    return true;
  }

  /** The error page of a failed start-up still needs an active catalog: the app's own, in the default locale. */
  async activateFallback(): Promise<void> {
    if (this.i18n.locale) return;
    this.i18n.load(this.defaultLocale, await this.loadCatalog(this.defaultLocale).catch(() => ({})));
    this.i18n.activate(this.defaultLocale);
  }

  /** Picks the start locale (account for the platform strategy, else URL, cookie, browser, default) and activates it. */
  async start(input: LocaleStartInput): Promise<string> {
    const resolved = this.resolveStart(input);
    await this.activate(resolved.locale);
    runInAction(() => (this.started = true));
    if (resolved.syncToServer && input.accountLocale !== resolved.locale) await this.syncToServer(resolved.locale);
    return resolved.locale;
  }

  /** The locale `start` picks for an input, without activating it (start-up loads its content alongside). */
  resolveStart(input: LocaleStartInput): ResolvedLocale {
    const { rootLocale } = splitLocalePrefix(input.path, this.codes, this.defaultLocale);
    return resolveLocale({
      strategy: input.strategy,
      authenticated: input.authenticated,
      accountLocale: input.accountLocale,
      urlLocale: rootLocale,
      cookieLocale: this.cookies.get(LOCALE_COOKIE),
      browserLanguages: input.browserLanguages,
      available: this.codes,
      defaultLocale: this.defaultLocale,
    });
  }

  /** Loads the catalogs of a locale (the app's, every feature catalog handed over so far, the server's), activates it and remembers it in the cookie. */
  async activate(locale: string): Promise<void> {
    const [catalog, server, ...features] = await Promise.all([
      this.safeLoad(this.loadCatalog, locale),
      this.port.getMessages(locale),
      ...[...this.featureCatalogs].map((source) => this.safeLoad(source, locale)),
    ]);
    if (!server.ok) this.logger.warn(`messages for ${locale} failed; using the app's catalog`, server.error);
    const serverMessages = server.ok ? literalMessages(server.value) : {};
    this.serverMessages.set(locale, serverMessages);
    this.i18n.load(locale, Object.assign({}, catalog, ...features, serverMessages) as Messages);
    this.i18n.activate(locale);
    this.cookies.set(LOCALE_COOKIE, locale, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE_SECONDS });
    runInAction(() => (this.current = locale));
  }

  /**
   * A feature chunk's catalog: loaded for the current locale now (under the server dictionary, which still wins)
   * and for every locale activated later. A catalog that fails to load leaves the source English on screen.
   */
  async addCatalog(source: CatalogLoader): Promise<void> {
    if (this.featureCatalogs.has(source)) return;
    this.featureCatalogs.add(source);
    const locale = this.current;
    const messages = await this.safeLoad(source, locale);
    // Only messages nothing on screen uses yet: the re-render Lingui's provider makes of every text is low priority.
    // Urgent, it would also force the parts of a prerendered page still hydrating to hydrate in one long task.
    startTransition(() => this.i18n.load(locale, { ...messages, ...this.serverMessages.get(locale) }));
  }

  private async safeLoad(source: CatalogLoader, locale: string): Promise<Messages> {
    try {
      return await source(locale);
    } catch (error) {
      this.logger.error(`catalog ${locale} failed`, error);
      return {};
    }
  }

  /** The same bare path in another locale (switching language keeps the path). */
  switchPath(currentPath: string, locale: string): string {
    const { path } = splitLocalePrefix(currentPath, this.codes, this.defaultLocale);
    return withLocalePrefix(path, locale, this.defaultLocale);
  }

  /** An address without its locale prefix (`/ru/forms/sign_up` → `/forms/sign_up`). */
  barePath(pathname: string): string {
    return splitLocalePrefix(pathname, this.codes, this.defaultLocale).path;
  }

  /** The locale an address is in: its prefix, or the default locale for a bare path. */
  localeOfPath(pathname: string): string {
    return splitLocalePrefix(pathname, this.codes, this.defaultLocale).rootLocale ?? this.defaultLocale;
  }

  /** A bare path in the current locale. */
  localize(path: string): string {
    return withLocalePrefix(path, this.current, this.defaultLocale);
  }

  async syncToServer(locale: string): Promise<void> {
    const result = await this.account.changeLocale(locale);
    if (!result.ok) this.logger.warn('locale sync failed', result.error);
  }
}
