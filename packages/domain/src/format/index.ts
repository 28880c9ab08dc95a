export type { FormatNumberOptions } from './number';
export { formatNumber, groupThousands, roundDecimal, toDecimalString, stripThousands } from './number';
export { formatAmount, currencySymbol, CURRENCY_SYMBOLS } from './currency';
export type { DateFormatter } from './date';
export { datesIn, relativeParts } from './date';
export type { PluralForms, PluralCategories, SlavicLocale } from './plural';
export { plural, pluralIndex, pluralCategory } from './plural';
export type { PhoneCountry, PhoneInputOptions } from './phone';
export {
  stripEmoji, masksOf, phoneMaskDigits, maxPhoneDigits, longestPhoneMask, sanitizePhoneInput,
} from './phone';
