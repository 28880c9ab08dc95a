export { PhoneField, type PhoneFieldProps, type PhoneValue, type PhoneChange } from './PhoneField';
export { sampleCountries, flagOf, countryByDialCode, dialCodeOf, type PhoneFieldCountry } from './countries';
export { formatPhone, pickPhoneMask, type PhoneMasks } from './phone-mask';
export { pastePhone, type PastedPhone } from './paste';
