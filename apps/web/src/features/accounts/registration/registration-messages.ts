import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useFieldMessage } from '../form-kit/field-message.ts';
import type { RegistrationProblem } from './registration-form.ts';
import type { RegistrationNotice } from './registration.vm.ts';

/** Labels of the personal data fields by sysname (an unknown field shows its sysname). */
export const FIELD_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  email: msg`E-mail`,
  mobile: msg`Phone`,
  phone: msg`Phone`,
  password: msg`Password`,
  currency: msg`Currency`,
  login: msg`Login`,
  fakename: msg`Nickname`,
  first_name: msg`First name`,
  middle_name: msg`Middle name`,
  last_name: msg`Last name`,
  birth_date: msg`Date of birth`,
  sex: msg`Sex`,
  country: msg`Country`,
  country_code: msg`Country`,
  region: msg`Region`,
  home_town: msg`City`,
  address: msg`Address`,
  postcode: msg`Postcode`,
  document_type: msg`Document type`,
  document_number: msg`Document number`,
  cpf: msg`CPF`,
};

/** Server field error codes (spec part 1 §8), by code; `taken` names the contact when it is one. */
const SERVER_CODES: Readonly<Record<string, MessageDescriptor>> = {
  required: msg`Field is required`,
  invalid: msg`Wrong value`,
  taken: msg`This value is already taken`,
  too_short: msg`The value is too short`,
  too_long: msg`The value is too long`,
  underage: msg`You must be at least 18 years old`,
};
const TAKEN: Readonly<Record<string, MessageDescriptor>> = {
  email: msg`This e-mail is already registered`,
  mobile: msg`This phone is already registered`,
};

/** Promo code errors (spec part 1 §8 `common.promoCodeErrors.*`), overridable by the server dictionary. */
const PROMO_CODES: Readonly<Record<string, MessageDescriptor>> = {
  INVALID: msg({ id: 'common.promoCodeErrors.INVALID', message: 'This promo code does not exist' }),
  EXPIRED: msg({ id: 'common.promoCodeErrors.EXPIRED', message: 'This promo code has expired' }),
  LIMIT: msg({ id: 'common.promoCodeErrors.LIMIT', message: 'This promo code has been used up' }),
  USED: msg({ id: 'common.promoCodeErrors.USED', message: 'This promo code has already been used' }),
};

/** The general notice (spec part 1 §8: "the entered data is wrong", shown as HTML). */
export const NOTICES: Readonly<Record<RegistrationNotice, MessageDescriptor>> = {
  wrongData: msg({ id: 'popups.registration.wrongData', message: 'The data you entered is wrong. Please check it and try again.' }),
  failed: msg`Registration is not available right now. Please try again in a moment.`,
};

/** Translates a field's problem: rule keys (with content overrides), server codes, promo codes. */
export function useProblemText(): (problem: RegistrationProblem | undefined) => string | undefined {
  const { i18n } = useLingui();
  const ruleText = useFieldMessage();
  return (problem) => {
    if (!problem || !('code' in problem)) return ruleText(problem);
    if (problem.field === 'promo_code') return i18n._(PROMO_CODES[problem.code] ?? PROMO_CODES.INVALID!);
    const descriptor = (problem.code === 'taken' ? TAKEN[problem.field] : undefined) ?? SERVER_CODES[problem.code];
    return descriptor ? i18n._(descriptor) : problem.text || i18n._(SERVER_CODES.invalid!);
  };
}

/** The label of a field. */
export function useFieldLabel(): (name: string) => string {
  const { i18n } = useLingui();
  return (name) => (FIELD_LABELS[name] ? i18n._(FIELD_LABELS[name]) : name);
}
