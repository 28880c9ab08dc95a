import type { Translations } from '../i18n/locales.ts';
// The texts themselves are data in three languages, so they live in texts.json; the type annotations below check its
// shape (every entry, every locale) at compile time.
import texts from './texts.json' with { type: 'json' };

/** A name and what it gives or asks (a character, a shop product, a programme, a quest). */
export interface NamedText {
  readonly name: string;
  readonly description: string;
}

/** The levels' names in the other locales, by sysname. */
export const LEVEL_NAMES: Readonly<Record<string, Translations<string>>> = texts.levelNames;

/** The levels' perks in the other locales, by their English text (a level stores its perks as a list of texts). */
export const PERKS: Readonly<Record<string, Translations<string>>> = texts.perks;

/** The characters a player picks, by sysname. */
export const CHARACTERS: Readonly<Record<string, Translations<NamedText>>> = texts.characters;

const bonus = (euros: number): Translations<NamedText> => ({
  ru: { name: `Бонус ${euros} €`, description: `Бонус казино на ${euros} € (вейджер x10).` },
  pt: { name: `Bônus de € ${euros}`, description: `Um bônus de cassino de € ${euros} (rollover de 10x).` },
  ar: { name: `مكافأة ${euros} يورو`, description: `مكافأة كازينو بقيمة ${euros} يورو (بشرط رهان 10 أضعاف).` },
});

/** The shop's products, by sysname: the bonuses, worded around their amount, then the others. */
export const PRODUCTS: Readonly<Record<string, Translations<NamedText>>> = {
  'bonus-5': bonus(5),
  'bonus-10': bonus(10),
  'bonus-25': bonus(25),
  'bonus-100': bonus(100),
  ...texts.products,
};

/** The quest programmes, by sysname. */
export const PROGRAMS: Readonly<Record<string, Translations<NamedText>>> = texts.programs;

/** The programmes' quests, by sysname. */
export const QUESTS: Readonly<Record<string, Translations<NamedText>>> = texts.quests;
