import { savedCards } from '@casino/domain/cashier';
import type { PaymentBank, PaymentDetailField } from '@casino/domain/ports';
import { MaskedInput } from '@casino/ui/masked-input';
import { LazySelect as Select } from '@casino/ui/lazy-select';
import { TextField } from '@casino/ui/text-field';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useFieldText } from '../../../shared/forms/use-field-text.ts';
import type { PaymentForm } from './payment-form.ts';

const NEW_CARD = 'new';
const AUTOCOMPLETE: Partial<Record<PaymentDetailField['type'], string>> = { card: 'cc-number', email: 'email', phone: 'tel' };

interface Props {
  readonly form: PaymentForm;
  readonly field: PaymentDetailField;
  readonly banks?: readonly PaymentBank[];
  /** Shown under the bank choice when the bank list could not load. */
  readonly banksError?: string;
}

/**
 * One payment detail by its type: saved card or a new number, bank, choice, or a (masked) text input. The select box
 * loads with the first method that has one (most cards and wallets have none), so the cashier's screens do not wait
 * for its code.
 */
export const RequisiteInput = observer(function RequisiteInput({ form, field, banks = [], banksError }: Props) {
  const { t } = useLingui();
  const text = useFieldText();
  const serverRequisites = form.serverErrors.requisites !== undefined;
  const error = text(form.fieldMessage(field));
  const common = { name: field.name, label: field.label, isRequired: field.required, isInvalid: error !== undefined || serverRequisites, errorMessage: error };
  const plain = (value: string, onChange: (v: string) => void, autoComplete?: string) =>
    field.mask ? (
      <MaskedInput {...common} mask={field.mask} value={value} onChange={(masked) => onChange(masked)} placeholder={field.placeholder ?? undefined} autoComplete={autoComplete} />
    ) : (
      <TextField {...common} value={value} onChange={onChange} placeholder={field.placeholder ?? undefined} autoComplete={autoComplete} />
    );

  if (field.type === 'card') {
    const saved = savedCards(field);
    const chosen = form.values[field.name] ?? (saved[0]?.value ?? NEW_CARD);
    const typed = plain(form.typedCards[field.name] ?? '', (v) => form.setTypedCard(field.name, v), AUTOCOMPLETE.card);
    if (saved.length === 0) return <div data-field={field.name}>{typed}</div>;
    const items = [...saved.map((o) => ({ id: o.value, label: o.label })), { id: NEW_CARD, label: t`New card` }];
    return (
      <div data-field={field.name}>
        <Select label={t`Saved card`} items={items} selectedKey={chosen} onSelectionChange={(key) => key !== null && form.setValue(field.name, String(key))} />
        {chosen === NEW_CARD && typed}
      </div>
    );
  }
  if (field.type === 'bank' || field.type === 'select') {
    const items = field.type === 'bank' ? banks.map((b) => ({ id: String(b.id), label: b.name })) : field.options.map((o) => ({ id: o.value, label: o.label }));
    return (
      <div data-field={field.name}>
        <Select
          {...common}
          isInvalid={common.isInvalid || banksError !== undefined}
          errorMessage={error ?? banksError}
          items={items}
          selectedKey={form.values[field.name] || null}
          onSelectionChange={(key) => key !== null && form.setValue(field.name, String(key))}
          placeholder={t`Choose`}
        />
      </div>
    );
  }
  return <div data-field={field.name}>{plain(form.values[field.name] ?? '', (v) => form.setValue(field.name, v), AUTOCOMPLETE[field.type])}</div>;
});
