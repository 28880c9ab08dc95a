export { PhoneField, type PhoneFieldProps, type PhoneValue, type PhoneChange } from './PhoneField';
export { sampleCountries, flagOf, countryByDialCode, type PhoneCountry } from './countries';
