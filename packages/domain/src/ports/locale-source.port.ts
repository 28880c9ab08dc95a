/**
 * The active locale, as the API client reads it when each call starts (it adds it to every call's query). The app's
 * locale store provides it, so a language switch applies from the next call on.
 */
export interface LocaleSourcePort {
  /** The active locale code, e.g. `en`. */
  readonly current: string;
}
export const LocaleSourcePort = Symbol.for('LocaleSourcePort');
