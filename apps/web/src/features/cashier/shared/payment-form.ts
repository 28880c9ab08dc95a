import { validateRequisite, type PaymentAmountCheck } from '@casino/domain/cashier';
import type { CashierMethod, PaymentDetailField } from '@casino/domain/ports';
import { makeAutoObservable } from 'mobx';
import { ruleMessage, type FieldMessage } from '../../../shared/forms/field-message.ts';

const NEW_CARD = 'new';

/**
 * The amount and payment details of a deposit or withdrawal form. Everything typed survives a failed call and a
 * method switch; errors show once the player tried to submit (or a server named a field). The amount stays the
 * text as typed: the form's view-model reads it as money and hands its verdict to `amountMessage`.
 */
export class PaymentForm {
  amount = '';
  values: Record<string, string> = {};
  /** Card fields: the number typed when "new card" is chosen instead of a saved one. */
  typedCards: Record<string, string> = {};
  submitted = false;
  serverErrors: Record<string, FieldMessage> = {};

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setAmount(value: string): void {
    this.amount = value;
    delete this.serverErrors.amount;
  }

  setValue(name: string, value: string): void {
    this.values[name] = value;
    delete this.serverErrors[name];
    delete this.serverErrors.requisites;
  }

  setTypedCard(name: string, value: string): void {
    this.typedCards[name] = value;
    delete this.serverErrors[name];
    delete this.serverErrors.requisites;
  }

  /** The value a field will send: a saved card, or the typed number when "new" (or nothing saved) is chosen. */
  valueOf(field: PaymentDetailField): string {
    if (field.type !== 'card') return this.values[field.name] ?? '';
    // the first saved card is chosen until the player picks another one or a new card
    const chosen = this.values[field.name] ?? field.options.find((o) => o.value !== NEW_CARD)?.value ?? NEW_CARD;
    return chosen === NEW_CARD ? this.typedCards[field.name] ?? '' : chosen;
  }

  amountMessage(check: PaymentAmountCheck): FieldMessage | undefined {
    const server = this.serverErrors.amount;
    if (server) return server;
    if (!this.submitted) return undefined;
    return ruleMessage(check);
  }

  fieldMessage(field: PaymentDetailField): FieldMessage | undefined {
    const server = this.serverErrors[field.name];
    if (server) return server;
    if (!this.submitted) return undefined;
    return ruleMessage(validateRequisite(field, this.valueOf(field)));
  }

  /** Whether every payment detail the method needs passes its rules (the amount is the view-model's to check). */
  detailsValid(method: CashierMethod): boolean {
    return method.fields.every((f) => validateRequisite(f, this.valueOf(f)).ok);
  }

  requisitesFor(method: CashierMethod): Record<string, string> {
    const out: Record<string, string> = {};
    for (const field of method.fields) {
      const value = this.valueOf(field).trim();
      if (value) out[field.name] = value;
    }
    return out;
  }

  showErrors(fields: Readonly<Record<string, FieldMessage>>): void {
    this.submitted = true;
    this.serverErrors = { ...fields };
  }
}
