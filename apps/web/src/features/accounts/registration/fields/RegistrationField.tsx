import { MaskedInput } from '@casino/ui/masked-input';
import { PasswordField } from '@casino/ui/password-field';
import { LazySelect as Select } from '@casino/ui/lazy-select';
import { TextField } from '@casino/ui/text-field';
import type { RegistrationFieldSchema } from '@casino/domain/registration';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useFieldLabel } from '../../../../shared/forms/field-labels.ts';
import { useProblemText } from '../registration-messages.ts';
import type { RegistrationViewModel } from '../registration.vm.ts';
import { PhoneInput } from './PhoneInput.tsx';

const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  email: 'email', first_name: 'given-name', middle_name: 'additional-name', last_name: 'family-name',
  birth_date: 'bday', postcode: 'postal-code', address: 'street-address', home_town: 'address-level2', fakename: 'nickname',
};
const SELECT_TYPES = new Set(['select', 'country_code', 'region']);

/** One field of the form, by type: input, password, date, select, country_code, region, phone. */
export const RegistrationField = observer(function RegistrationField({ vm, field }: { vm: RegistrationViewModel; field: RegistrationFieldSchema }) {
  return (
    <div data-field={field.name}>
      <FieldControl vm={vm} field={field} />
    </div>
  );
});

const FieldControl = observer(function FieldControl({ vm, field }: { vm: RegistrationViewModel; field: RegistrationFieldSchema }) {
  const { t } = useLingui();
  const label = useFieldLabel()(field.name);
  const error = useProblemText()(vm.problem(field.name));
  const common = { name: field.name, label, isRequired: field.required, isInvalid: error !== undefined, errorMessage: error };
  const value = vm.form.value(field.name);
  const onChange = (next: string) => vm.setValue(field.name, next);

  if (field.rule === 'phone') return <PhoneInput vm={vm} field={field} label={label} error={error} />;
  if (field.rule === 'password') {
    return <PasswordField {...common} value={value} onChange={onChange} autoComplete="new-password" showLabel={t`Show password`} />;
  }
  if (SELECT_TYPES.has(field.type)) {
    const items = vm.fields.options(field.name).map((o) => ({ id: String(o.id), label: o.name }));
    return (
      <Select {...common} items={items} selectedKey={value || null} onSelectionChange={(key) => key !== null && onChange(String(key))} placeholder={t`Choose`} />
    );
  }
  if (field.rule === 'date') {
    return <MaskedInput {...common} mask="##.##.####" placeholder={t`dd.mm.yyyy`} value={value} onChange={(masked) => onChange(masked)} autoComplete={AUTOCOMPLETE[field.name]} />;
  }
  if (typeof field.mask === 'string') {
    return <MaskedInput {...common} mask={field.mask} value={value} onChange={(masked) => onChange(masked)} />;
  }
  return (
    <TextField
      {...common}
      type={field.rule === 'email' ? 'email' : 'text'}
      value={value}
      onChange={onChange}
      autoComplete={AUTOCOMPLETE[field.name]}
    />
  );
});
