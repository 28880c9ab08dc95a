import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Labels of the personal data fields by the backend's names (an unknown field shows its name). */
export const FIELD_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  first_name: msg`First name`,
  middle_name: msg`Middle name`,
  last_name: msg`Last name`,
  birth_date: msg`Date of birth`,
  sex: msg`Sex`,
  country_code: msg`Country`,
  region: msg`Region`,
  home_town: msg`City`,
  address: msg`Address`,
  postcode: msg`Postcode`,
  document_type: msg`Document type`,
  document_number: msg`Document number`,
};

export const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  first_name: 'given-name', middle_name: 'additional-name', last_name: 'family-name', birth_date: 'bday', postcode: 'postal-code',
  address: 'street-address', home_town: 'address-level2', country_code: 'country', sex: 'sex',
};
