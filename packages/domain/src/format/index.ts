export type { FormatNumberOptions } from './number';
export { formatNumber, groupThousands, roundDecimal, toDecimalString, stripThousands } from './number';
export { formatAmount, currencySymbol, CURRENCY_SYMBOLS } from './currency';
export { formatDate, formatTime, formatDateTime } from './date';
export type { PluralForms } from './plural';
export { plural, pluralIndex } from './plural';
export type { MaskToken } from './mask';
export { applyMask, maskAccepts, isMaskToken, maskCapacity, isMaskComplete, unmask } from './mask';
export type { PhoneCountry, PhoneInputOptions, PastedPhone } from './phone';
export {
  stripEmoji, masksOf, maxPhoneDigits, sanitizePhoneInput, dialDigits, pastePhone, pickPhoneMask, formatPhone,
} from './phone';
