import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Refusal reasons under the catalogue's `common.promoCodeErrors.{code}` ids (the server dictionary may override
 * them); the codes are those `campaigns.activateOffer` names in `error_data.promo_code`.
 */
const REASONS: Readonly<Record<string, MessageDescriptor>> = {
  'common.promoCodeErrors.INVALID': msg({ id: 'common.promoCodeErrors.INVALID', message: 'This promo code does not exist' }),
  'common.promoCodeErrors.not_found': msg({ id: 'common.promoCodeErrors.not_found', message: 'This promo code does not exist' }),
  'common.promoCodeErrors.expired': msg({ id: 'common.promoCodeErrors.expired', message: 'This promo code has expired' }),
  'common.promoCodeErrors.already_used': msg({ id: 'common.promoCodeErrors.already_used', message: 'This promo code has already been used' }),
  empty: msg`Enter a promo code`,
  unavailable: msg`We could not check the code right now. Please try again.`,
};

/** The message for a view-model error key; an unknown server code reads as INVALID. */
export const promoErrorText = (key: string): MessageDescriptor => REASONS[key] ?? REASONS['common.promoCodeErrors.INVALID']!;
