import { PROMO_FIELD, registrationFieldErrors } from '@casino/domain/registration';
import type { ApiFailure } from '@casino/domain/ports';
import type { PromoCodeModel } from './promo-code.model.ts';
import type { RegistrationForm } from './registration-form.ts';
import { isUnavailable } from '../../../shared/forms/unavailable.ts';

export type RegistrationNotice = 'wrongData' | 'failed';

/**
 * A refused registration: server errors go to the fields the form shows (phone ↔ mobile
 * swapped, the promo reason to the promo field); when none of them is shown, the general notice — "wrong data",
 * or "not available" for a transport or server failure. Typed values stay untouched.
 */
export function applyFailure(error: ApiFailure, shownFields: readonly string[], form: RegistrationForm, promo: PromoCodeModel): RegistrationNotice | null {
  const { [PROMO_FIELD]: promoError, ...errors } = registrationFieldErrors(error);
  const shown = new Set([...shownFields, 'terms']);
  const mapped = Object.fromEntries(Object.entries(errors).filter(([name]) => shown.has(name)));
  form.setServerErrors(mapped);
  const promoShown = promoError !== undefined && promo.open;
  if (promoShown) promo.setServerCode(promoError.code);
  if (Object.keys(mapped).length > 0 || promoShown) return null;
  return isUnavailable(error) ? 'failed' : 'wrongData';
}
