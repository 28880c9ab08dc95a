import type { Translations } from '../i18n/locales.ts';
// The texts are data in three languages, kept in texts.json; the annotation below checks its shape at compile time.
import texts from './texts.json' with { type: 'json' };

/** What a banner says; `button_text` is null where the banner has no button. */
export interface BannerText {
  readonly title: string;
  readonly text: string;
  readonly button_text: string | null;
}

/**
 * The seeded banners' texts in the other locales, by sysname (the English is in the seed). Amounts keep their value
 * and currency, written as each language writes them; brand and game names stay as they are.
 */
export const BANNER_TEXTS: Readonly<Record<string, Translations<BannerText>>> = texts;
