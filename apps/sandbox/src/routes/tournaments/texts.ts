import type { Translations, TranslatedLocale } from '../i18n/locales.ts';
// The names are data in three languages, kept in names.json; the annotation on NAMES checks its shape at compile time.
import names from './names.json' with { type: 'json' };

/** A tournament's words (its picture is the same in every locale). */
export interface TournamentText {
  readonly name: string;
  readonly title: string;
  readonly text: string;
  readonly rules: string;
}

/** The seeded tournaments' names in the other locales, by sysname; Megaways is a brand and keeps its name. */
const NAMES: Readonly<Record<string, Translations<string>>> = names;

/**
 * A whole amount as each language writes it, in Latin digits like the rest of the site: "10 000 €", "€ 10.000",
 * "10,000 يورو". A currency other than the euro keeps its code.
 */
function amount(value: number, currency: string, locale: TranslatedLocale): string {
  const euro = currency === 'EUR';
  switch (locale) {
    case 'ru':
      return `${new Intl.NumberFormat('ru').format(value)} ${euro ? '€' : currency}`;
    case 'pt':
      return `${euro ? '€' : currency} ${new Intl.NumberFormat('pt-BR').format(value)}`;
    case 'ar':
      return `${new Intl.NumberFormat('en').format(value)} ${euro ? 'يورو' : currency}`;
  }
}

/** The seed's tournament texts, said in each language around the tournament's name and prize pool. */
const WORDING: Translations<(name: string, prizePool: string) => Omit<TournamentText, 'name'>> = {
  ru: (name, pool) => ({
    title: `${name}: призовой фонд ${pool}`,
    text: `Играйте в игры турнира «${name}» и поднимайтесь в таблице лидеров.`,
    rules: 'Каждый поставленный 1 € приносит 1 очко. Минимальная ставка — 0,20 €.',
  }),
  pt: (name, pool) => ({
    title: `${name}: ${pool} em prêmios`,
    text: `Jogue os jogos do torneio ${name} e suba no ranking.`,
    rules: 'Cada € 1 apostado vale 1 ponto. Aposta mínima de € 0,20.',
  }),
  ar: (name, pool) => ({
    title: `${name}: جوائز بقيمة ${pool}`,
    text: `العب ألعاب بطولة ${name} وتقدّم في لوحة المتصدرين.`,
    rules: 'كل رهان بقيمة 1 يورو يمنحك نقطة واحدة. الحد الأدنى للرهان 0.20 يورو.',
  }),
};

/** A seeded tournament's texts in a translated locale, or undefined for one the seed did not make. */
export function tournamentText(sysname: string, prize: { amount: number; currency: string }, locale: TranslatedLocale): TournamentText | undefined {
  const name = NAMES[sysname]?.[locale];
  return name === undefined ? undefined : { name, ...WORDING[locale](name, amount(prize.amount, prize.currency, locale)) };
}
