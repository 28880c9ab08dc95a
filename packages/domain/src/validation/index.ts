export type { MessageKey, MessageParams, MessageOverrides } from './messages';
export { overrideText, interpolate, isMessageKey, MESSAGE_KEYS } from './messages';
export type { ValidationResult, ValidationFailure } from './result';
export { VALID, invalid, firstFailure, isBlank } from './result';
export type { PasswordRuleOptions } from './password';
export {
  validatePassword, validatePasswordRepeat, offendingCharacters, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH,
  PASSWORD_ALLOWED_CHAR,
} from './password';
export type { TextRuleOptions, PostcodeRuleOptions } from './text';
export {
  validateName, validateAddress, validateFakename, validateCardHolder, validateSex, validateText, validateLogin,
  validateOneTimeCode, validatePostcode, validateRegex, validateCustom, validateRequiredCheckbox, validatePromo,
  isPromoCodeCheckable, toRegExp, NAME_FORBIDDEN, ADDRESS_FORBIDDEN, FAKENAME_MIN_LENGTH, ONE_TIME_CODE_LENGTH,
  DEFAULT_POSTCODE_PATTERN,
} from './text';
export type { PhoneRuleOptions } from './contact';
export { validateEmail, validatePhone, contactSaveErrorKey, EMAIL_PATTERN } from './contact';
export type { DateRuleOptions } from './date';
export { validateDate, validateMaxDate, parseDateInput, formatDateInput, latestBirthDate, DATE_ALLOWED } from './date';
export type { SumBounds } from './numeric';
export {
  validateSum, validateMinValue, validateMaxValue, validateMinLength, validateMaxLength, readNumber,
} from './numeric';
export { validateCardNumber, luhnCheck, MASKED_CARD_PATTERN, NEW_CARD_VALUE } from './card';
export type { IbanRuleOptions } from './iban';
export { validateIban } from './iban';
