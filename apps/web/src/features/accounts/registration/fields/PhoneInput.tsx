import { PhoneField } from '@casino/ui/phone-field';
import { longestPhoneMask, sanitizePhoneInput } from '@casino/domain/format';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import type { RegistrationViewModel } from '../registration.vm.ts';
import type { FieldViewProps } from './field-props.ts';

/**
 * The phone number: digits only, limited by the country's masks (the longest one bounds the
 * input), paste keeps digits and picks the country by dial code; emoji never reach the value.
 */
export const PhoneInput = observer(function PhoneInput({ vm, field, label, error }: FieldViewProps & { vm: RegistrationViewModel }) {
  const { t } = useLingui();
  const countries = vm.fields.phoneCountries.map((c) => ({
    code: c.code,
    dialCode: c.dialCode,
    name: c.name,
    mask: longestPhoneMask(c.masks),
  }));
  if (countries.length === 0) return null;
  const current = vm.form.phone;
  return (
    <PhoneField
      name={field.name}
      label={label}
      countryLabel={t`Country code`}
      countries={countries}
      value={{ country: current.country || countries[0]!.code, digits: current.digits }}
      onChange={(next) => {
        const masks = vm.fields.phoneCountry(next.country)?.masks ?? [];
        vm.setPhone(next.country, sanitizePhoneInput(next.digits, masks, { stripEmoji: true }), field.name);
      }}
      isRequired={field.required}
      isInvalid={error !== undefined}
      errorMessage={error}
    />
  );
});
