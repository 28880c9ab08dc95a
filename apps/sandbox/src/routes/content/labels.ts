import type { LocaleCode } from '../i18n/locales.ts';
// The texts are data in four languages, kept in labels.json; `Labels` below checks its shape at compile time.
import labels from './labels.json' with { type: 'json' };

/** Translated texts of the content configuration, one record per locale. */
export interface Labels {
  nav: Record<'home' | 'casino' | 'live' | 'betting' | 'promotions' | 'tournaments' | 'loyalty' | 'support', string>;
  footer: Record<'about' | 'help' | 'legal' | 'terms' | 'privacy' | 'responsible' | 'faq' | 'contacts' | 'blog' | 'affiliates', string>;
  banner: { label: string; value: string; addition: string };
  authTypes: Record<'email' | 'phone' | 'fast' | 'social', string>;
  confirmEmail: { title: string; text: string };
  categories: Record<'popular' | 'slots' | 'live' | 'fast' | 'new', string>;
  popularQueries: string[];
  seo: { title: string; description: string };
  validation: Record<string, string>;
}

export const LABELS: Record<LocaleCode, Labels> = labels;
