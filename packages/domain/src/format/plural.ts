/**
 * Plurals by the locale's own rules (Intl.PluralRules): Arabic has six forms, Portuguese and
 * English two, Russian and Polish three (plus a fraction form we fold into "many"). Screens use
 * Lingui's ICU `{n, plural, …}` messages; these helpers are for rules that pick a form in code.
 */

/** The three Slavic forms [one, few, many], e.g. ['день', 'дня', 'дней']. */
export type PluralForms<T = string> = readonly [one: T, few: T, many: T];

/** Forms by CLDR category for any locale; `other` is required, the rest as the locale needs. */
export type PluralCategories<T = string> = Readonly<Partial<Record<Intl.LDMLPluralRule, T>>> & { readonly other: T };

/** Locales whose cardinal rules are one / few / many, the only ones a three-form list fits. */
export type SlavicLocale = 'ru' | 'uk' | 'be' | 'pl' | 'cs' | 'sk' | 'sr' | 'hr' | 'bs' | (`${'ru' | 'uk' | 'be' | 'pl'}-${string}`);

const rules = new Map<string, Intl.PluralRules>();
function rulesOf(locale: string): Intl.PluralRules {
  let found = rules.get(locale);
  if (!found) rules.set(locale, (found = new Intl.PluralRules(locale)));
  return found;
}

/** The CLDR plural category of `count` in `locale`, e.g. 3 in "ar" → "few", 1 in "pt" → "one". */
export function pluralCategory(count: number, locale: string): Intl.LDMLPluralRule {
  return rulesOf(locale).select(count);
}

/**
 * Index into a Slavic three-form list: 0 for 1, 21, 31…; 1 for 2–4, 22–24…; 2 otherwise. The
 * integer part decides (1.5 days reads "1,5 дня" in speech, but lists of three forms have no
 * fraction form, so the whole number's form is used).
 */
function slavicIndex(count: number, locale: SlavicLocale): 0 | 1 | 2 {
  const category = pluralCategory(Math.abs(Math.trunc(count)), locale);
  return category === 'one' ? 0 : category === 'few' ? 1 : 2;
}

/** The Russian three-form index (the default locale of three-form lists). */
export const pluralIndex = (count: number): 0 | 1 | 2 => slavicIndex(count, 'ru');

/**
 * Picks the form for `count`: a three-form list in a Slavic locale (Russian by default), e.g.
 * `plural(3, ['день', 'дня', 'дней'])` → "дня"; or forms by category in any locale, e.g.
 * `plural(0, { one: 'dia', other: 'dias' }, 'pt')` → "dias".
 */
export function plural<T>(count: number, forms: PluralForms<T>, locale?: SlavicLocale): T;
export function plural<T>(count: number, forms: PluralCategories<T>, locale: string): T;
export function plural<T>(count: number, forms: PluralForms<T> | PluralCategories<T>, locale?: string): T {
  if (isList(forms)) return forms[slavicIndex(count, (locale ?? 'ru') as SlavicLocale)];
  return forms[pluralCategory(count, locale ?? 'en')] ?? forms.other;
}

function isList<T>(forms: PluralForms<T> | PluralCategories<T>): forms is PluralForms<T> {
  return Array.isArray(forms);
}
