/** Three plural forms in the Slavic style: [one, few, many] (spec part 1 §5). */
export type PluralForms<T = string> = readonly [one: T, few: T, many: T];

/**
 * Index of the plural form for `count`: 0 for 1, 21, 31…; 1 for 2–4, 22–24…; 2 otherwise
 * (including 11–14 and fractions' integer part rule applied to the absolute integer part).
 */
export function pluralIndex(count: number): 0 | 1 | 2 {
  const n = Math.abs(Math.trunc(count));
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return 0;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return 1;
  return 2;
}

/** Picks the form for `count`, e.g. `plural(3, ['день', 'дня', 'дней'])` → "дня". */
export function plural<T>(count: number, forms: PluralForms<T>): T {
  return forms[pluralIndex(count)];
}
