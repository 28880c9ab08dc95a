import { TextField } from '@casino/ui/text-field';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import type { FieldMessage } from '../../../shared/forms/field-message.ts';
import { useFieldText } from '../../../shared/forms/use-field-text.ts';
import type { PaymentForm } from './payment-form.ts';

/** What the amount field reads of a deposit or withdrawal view-model. */
interface AmountSource {
  readonly form: PaymentForm;
  readonly currency: string;
  /** The amount's message: the form's rule, or the view-model's own limit (deposit limit, withdrawable amount). */
  readonly amountMessage: FieldMessage | undefined;
}

/** The amount of a payment form, in the player's currency, with the chosen method's bounds as its hint. */
export const AmountInput = observer(function AmountInput({ vm, showBounds = true }: { vm: AmountSource; showBounds?: boolean }) {
  const { t } = useLingui();
  const text = useFieldText();
  const error = text(vm.amountMessage);
  const bounds = showBounds ? vm.form.boundsText : null;
  return (
    <TextField
      label={t`Amount, ${vm.currency}`}
      name="amount"
      inputMode="numeric"
      value={vm.form.amount}
      onChange={vm.form.setAmount}
      isRequired
      isInvalid={error !== undefined}
      errorMessage={error}
      description={bounds ? t`From ${bounds.min} to ${bounds.max}` : undefined}
    />
  );
});
