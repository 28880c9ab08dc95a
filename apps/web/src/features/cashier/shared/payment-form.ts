import { checkPaymentAmount, readPaymentAmount, validateRequisite, type PaymentAmountCheck } from '@casino/domain/cashier';
import { formatAmount } from '@casino/domain/format';
import type { AmountError, ExactMoney } from '@casino/domain/money';
import type { CashierMethod, PaymentDetailField } from '@casino/domain/ports';
import type { Result } from '@casino/domain/shared';
import { makeAutoObservable } from 'mobx';
import { ruleMessage, type FieldMessage } from '../../../shared/forms/field-message.ts';
import type { MoneyError } from './money-errors.ts';

const NEW_CARD = 'new';

/** What a payment form is filled for: the method chosen (null before the methods load) and the player's currency. */
export interface PaymentTarget {
  readonly method: CashierMethod | null;
  readonly currency: string;
}

/**
 * The amount and payment details of a deposit or withdrawal form, filled for its view-model's chosen method and
 * currency. Everything typed survives a failed call and a method switch; errors show once the player tried to
 * submit (or a server named a field). The amount stays the text as typed and is read as money of the currency.
 */
export class PaymentForm {
  amount = '';
  values: Record<string, string> = {};
  /** Card fields: the number typed when "new card" is chosen instead of a saved one. */
  typedCards: Record<string, string> = {};
  submitted = false;
  serverErrors: Record<string, FieldMessage> = {};
  /** Why the last submit was refused (by the server, or by a limit the view-model knows): the notice by the submit. */
  error: MoneyError | null = null;

  constructor(private readonly target: PaymentTarget) {
    makeAutoObservable<this, 'target'>(this, { target: false }, { autoBind: true });
  }

  /** What the player typed, read once as money of their currency; the field keeps the text as typed. */
  get typedAmount(): Result<ExactMoney, AmountError> {
    return readPaymentAmount(this.amount, this.target.currency);
  }

  /** The amount rule over the typed amount and the method's bounds; when it passes, its value is what is sent. */
  get amountCheck(): PaymentAmountCheck {
    return checkPaymentAmount(this.typedAmount, this.target.method?.bounds ?? null);
  }

  /** The chosen method's bounds, as the amount field's hint shows them. */
  get boundsText(): { readonly min: string; readonly max: string } | null {
    const bounds = this.target.method?.bounds;
    const currency = this.target.currency;
    return bounds ? { min: formatAmount(bounds.min, currency), max: formatAmount(bounds.max, currency) } : null;
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

  /** The amount rule's own message (a server's about the amount first); the view-model adds its limits'. */
  get amountMessage(): FieldMessage | undefined {
    const server = this.serverErrors.amount;
    if (server) return server;
    if (!this.submitted) return undefined;
    return ruleMessage(this.amountCheck);
  }

  fieldMessage(field: PaymentDetailField): FieldMessage | undefined {
    const server = this.serverErrors[field.name];
    if (server) return server;
    if (!this.submitted) return undefined;
    return ruleMessage(validateRequisite(field, this.valueOf(field)));
  }

  /**
   * A submit's check: from now on the rules' messages show (an earlier refusal and its messages are dropped). Answers the amount
   * to send when it and every detail `method` needs pass their rules, else null.
   */
  validate(method: CashierMethod): ExactMoney | null {
    this.error = null;
    this.showErrors({});
    const amount = this.amountCheck;
    return amount.ok && method.fields.every((f) => validateRequisite(f, this.valueOf(f)).ok) ? amount.value : null;
  }

  requisitesFor(method: CashierMethod): Record<string, string> {
    const out: Record<string, string> = {};
    for (const field of method.fields) {
      const value = this.valueOf(field).trim();
      if (value) out[field.name] = value;
    }
    return out;
  }

  /** A refused submit: its notice shows, and so do its messages on the fields it names. */
  refuse(error: MoneyError): void {
    this.error = error;
    this.showErrors(error.fields);
  }

  /** The refusal no longer applies (another method chosen, the confirmation step sending again). */
  clearError(): void {
    this.error = null;
  }

  private showErrors(fields: Readonly<Record<string, FieldMessage>>): void {
    this.submitted = true;
    this.serverErrors = { ...fields };
  }
}
