import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { serverFieldText } from '../../../shared/errors/server-error-text.ts';
import { useFieldText } from '../../../shared/forms/use-field-text.ts';
import type { RegistrationProblem } from './registration-form.ts';
import type { RegistrationNotice } from './registration.vm.ts';

/** Promo code errors (ids `common.promoCodeErrors.*`), overridable by the server dictionary. */
const PROMO_CODES: Readonly<Record<string, MessageDescriptor>> = {
  INVALID: msg({ id: 'common.promoCodeErrors.INVALID', message: 'This promo code does not exist' }),
  EXPIRED: msg({ id: 'common.promoCodeErrors.EXPIRED', message: 'This promo code has expired' }),
  LIMIT: msg({ id: 'common.promoCodeErrors.LIMIT', message: 'This promo code has been used up' }),
  USED: msg({ id: 'common.promoCodeErrors.USED', message: 'This promo code has already been used' }),
};

/** The general notice when no shown field takes the error: the entered data is wrong (shown as HTML). */
export const NOTICES: Readonly<Record<RegistrationNotice, MessageDescriptor>> = {
  wrongData: msg({ id: 'popups.registration.wrongData', message: 'The data you entered is wrong. Please check it and try again.' }),
  failed: msg`Registration is not available right now. Please try again in a moment.`,
};

/**
 * Translates a field's problem: rule keys (with content overrides), promo codes (with the server dictionary's ids),
 * and the server's other codes through the app's one table of them.
 */
export function useProblemText(): (problem: RegistrationProblem | undefined) => string | undefined {
  const { i18n } = useLingui();
  const ruleText = useFieldText();
  return (problem) => {
    if (!problem || !('code' in problem)) return ruleText(problem);
    if (problem.field === 'promo_code') return i18n._(PROMO_CODES[problem.code] ?? PROMO_CODES.INVALID!);
    return ruleText(serverFieldText(problem.field, { code: problem.code, message: problem.text }));
  };
}
