export type {
  FieldOption, FormFieldDefinition, RegistrationAuthType, AuthTypeKind, RegistrationFormConfig, ValidationStrategy, RegistrationValues,
} from './types';
export type { FieldRule, RegistrationFieldSchema, RegistrationSchema, SchemaSelection } from './schema';
export { buildRegistrationSchema, ruleForField, isFastAuthType } from './schema';
export type { FieldValidationContext, RegistrationErrors } from './form-validation';
export { validateRegistration, validateRegistrationField } from './form-validation';
export type { SubmitState } from './submit';
export {
  isOnlyPromoCodeInvalid, canSubmitRegistration, isSubmitDisabled, fieldStateOnChange, isSocialSignUpBlocked,
  registrationSuccessTarget, PROMO_CHECK_DEBOUNCE_MS, PROMO_FIELD,
} from './submit';
export type { RegistrationContext, MessagingAppUser } from './payload';
export { buildRegistrationPayload, buildMessagingAppPayload } from './payload';
export type { CurrencyChoice, CurrencySelectSettings } from './currency-settings';
export { pickChoice, initialCurrency, currencyAfterCountryChange, regionAfterCountryChange } from './currency-settings';
export type { RegistrationSettings, ConfirmEmailPopupConfig, SocialNetworkOption, DocumentTypeSettings } from './settings';
export { readRegistrationSettings, BETTING_CHOICE_STORAGE_KEY } from './settings';
export type { KnownContacts } from './field-list';
export { registrationDefinitions, completionDefinitions, contactsOfLogin, PASSWORD_DEFINITION } from './field-list';
export type { RegistrationFieldError, RegistrationFailure } from './server-errors';
export { registrationFieldErrors } from './server-errors';
export { birthDateBounds, toIsoDate, REGISTRATION_MIN_AGE } from './dates';
