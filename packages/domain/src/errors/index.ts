export type { ServerErrorType, ServerErrorLike } from './server-errors';
export { SERVER_ERROR_TYPES, MONEY_ERROR_TYPES, isServerErrorType } from './server-errors';
export type { ErrorPageType, FatalError, ErrorPageInput, SystemPageName } from './pages';
export {
  classifyFatalError, errorPageType, errorPageLayout, shouldRenderErrorPage, systemPageButtonTarget,
  systemPageShowsLoader, routeValidationMessage, NOT_FOUND_TITLE, LOCALES_NOT_FOUND_MESSAGE,
} from './pages';
export type { ServerFieldMessage, ServerFieldErrors, FieldErrorMapping } from './field-errors';
export {
  mapServerFieldErrors, mapRegistrationFieldErrors, promoActivationErrorKey, PHONE_MOBILE_SWAP, PROMO_ERRORS_PREFIX,
  PROMO_INVALID_KEY, LOGIN_FAILURE_NOTICE, CONTACT_CODE_ERROR, MESSAGING_APP_REGISTRATION_ERROR,
} from './field-errors';
