import type { Result } from '../shared/result';
import type { ApiFailure } from './account.port';

export interface LocaleDescriptor {
  readonly code: string;
  readonly dir: 'ltr' | 'rtl';
}

export interface LocaleList {
  readonly locales: readonly LocaleDescriptor[];
  readonly defaultLocale: string;
}

/** The i18n endpoints. */
export interface I18nPort {
  getLocales(signal?: AbortSignal): Promise<Result<LocaleList, ApiFailure>>;
  /** Server dictionary for a locale; the caller treats a failure as an empty dictionary. */
  getMessages(locale: string, signal?: AbortSignal): Promise<Result<Readonly<Record<string, string>>, ApiFailure>>;
}
export const I18nPort = Symbol.for('I18nPort');
