import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

/**
 * Labels of the player's data fields by the backend's names, one wording for the registration form and the profile
 * (the same field must not change its name between the two).
 */
const FIELD_LABELS: Readonly<Record<string, MessageDescriptor>> = {
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

/** The label of a field in the player's language; a field we have no label for shows its backend name. */
export function useFieldLabel(): (name: string) => string {
  const { i18n } = useLingui();
  return (name) => (Object.hasOwn(FIELD_LABELS, name) ? i18n._(FIELD_LABELS[name]!) : name);
}
