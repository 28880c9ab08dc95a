import type { ValidationStrategy } from './types';

export const PROMO_FIELD = 'promo_code';

/** True when the promo code is the one and only invalid field. */
export function isOnlyPromoCodeInvalid(errorFields: Readonly<Record<string, unknown>> | readonly string[]): boolean {
  const names = Array.isArray(errorFields) ? errorFields : Object.keys(errorFields);
  return names.length === 1 && names[0] === PROMO_FIELD;
}

/** Submission goes on when there are no errors or the only error is the promo code. */
export function canSubmitRegistration(errorFields: Readonly<Record<string, unknown>> | readonly string[]): boolean {
  const names = Array.isArray(errorFields) ? errorFields : Object.keys(errorFields);
  return names.length === 0 || isOnlyPromoCodeInvalid(names);
}

export interface SubmitState {
  readonly strategy: ValidationStrategy;
  /** Names (or a record) of invalid fields. */
  readonly errors: Readonly<Record<string, unknown>> | readonly string[];
  /** The form differs from its initial values. */
  readonly dirty: boolean;
  readonly submitting?: boolean;
}

/**
 * Submit button disabled: while submitting; under the eager
 * strategy also when the form is unchanged or invalid (an invalid promo alone does not
 * count); under the on-submit strategy it is never disabled by validity.
 */
export function isSubmitDisabled(state: SubmitState): boolean {
  if (state.submitting) return true;
  if (state.strategy === 'onSubmit') return false;
  return !state.dirty || !canSubmitRegistration(state.errors);
}

/**
 * What a change does to a field's validation state: on-submit
 * resets the field's state; eager marks it touched (so its error shows at once).
 */
export function fieldStateOnChange(strategy: ValidationStrategy): { readonly touched: boolean; readonly reset: boolean } {
  return strategy === 'eager' ? { touched: true, reset: false } : { touched: false, reset: true };
}

/** Promo check debounce. */
export const PROMO_CHECK_DEBOUNCE_MS = 300;

/**
 * Social sign-up is blocked with a terms error when terms are active, visible and unchecked: a social sign-up skips
 * the form, so the terms must be accepted before the provider's window opens.
 */
export function isSocialSignUpBlocked(terms: { readonly visible: boolean; readonly required: boolean }, checked: boolean): boolean {
  return terms.visible && terms.required && !checked;
}

/**
 * Where to go after a successful registration: the redirect
 * URL when given, else the cashier deposit page with query register=success.
 */
export function registrationSuccessTarget(redirectUrl?: string | null): string {
  return redirectUrl ? redirectUrl : '/cashier/deposit?register=success';
}
