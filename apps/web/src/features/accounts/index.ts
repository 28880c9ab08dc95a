/**
 * The accounts feature: sign-in, two-factor, restore, registration, social sign-in, the messaging app and the
 * embedded form pages. Its start-up module is all the app binds; the rest loads with the dialog and the form pages.
 */
export { accountsModule } from './accounts.module.ts';
// Form helpers other features' forms share: field messages (rule keys with content overrides) and "not available".
export { useFieldMessage, fieldMessageOf, type FieldMessage } from './form-kit/field-message.ts';
export { isTooMany, isUnavailable } from './form-kit/unavailable.ts';
