import type { Schema } from '@casino/sdk';
import type { LocaleCode as Locale } from '../i18n/locales.ts';
// The texts are data in four languages, kept in promotions.json; the annotation on TEXTS checks its shape at compile
// time.
import texts from './promotions.json' with { type: 'json' };

type Promotion = Schema<'ContentPromotion'>;

/** Promotion texts per locale; the sandbox's CMS stand-in (English where a locale has no text of its own). */
const TEXTS: Record<'welcome' | 'weekend' | 'cashback', Partial<Record<Locale, Pick<Promotion, 'title' | 'summary' | 'content'>>> & { en: Pick<Promotion, 'title' | 'summary' | 'content'> }> = texts;

const BUTTONS: Record<keyof typeof TEXTS, Promotion['button']> = {
  welcome: { label: 'Deposit', url: '/cashier/deposit' },
  weekend: { label: 'See offers', url: '/offers' },
  cashback: null,
};

/** The running promotions of a locale, in display order. */
export function promotions(locale: Locale): Schema<'ContentPromotionList'> {
  const items = (Object.keys(TEXTS) as (keyof typeof TEXTS)[]).map((id): Promotion => {
    const text = TEXTS[id][locale] ?? TEXTS[id].en;
    return { id, ...text, image: `/static/offers/${id === 'welcome' ? 'welcome-deposit' : id === 'weekend' ? 'weekend-spins' : 'second-deposit'}.svg`, button: BUTTONS[id], finished_at: null };
  });
  return { items };
}
