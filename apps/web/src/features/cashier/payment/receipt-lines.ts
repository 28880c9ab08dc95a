import type { CashierMethod } from '@casino/domain/ports';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A label as the view shows it: a text of our catalog, or one the cashier settings gave in the player's language. */
export type ReceiptLabel = { readonly message: MessageDescriptor } | { readonly text: string };

/** One payment detail of a receipt, labelled for the player; `name` is the backend's key, for tests and markup only. */
export interface ReceiptLine {
  readonly name: string;
  readonly label: ReceiptLabel;
  readonly value: string;
}

/**
 * The details the payment methods ask for, by the backend's field name. The name itself (`card_holder`) is a key,
 * never a word a player should read: these are the translated labels.
 */
const DETAIL_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  card_number: msg`Card number`,
  card_holder: msg`Card holder`,
  iban: msg`IBAN`,
  account_holder: msg`Account holder`,
  bank_id: msg`Bank`,
  phone: msg`Phone number`,
  cpf: msg`CPF`,
  email: msg`E-mail`,
};
/** A detail neither the catalog nor the method's settings can name. */
const OTHER_DETAIL = msg`Payment detail`;

/** The label of one detail: ours when we know the field, else the method's own label for it, else a generic one. */
export function detailLabel(name: string, method: CashierMethod | undefined): ReceiptLabel {
  const known = DETAIL_LABELS[name];
  if (known) return { message: known };
  const label = method?.fields.find((field) => field.name === name)?.label.trim();
  return label ? { text: label } : { message: OTHER_DETAIL };
}

/**
 * The receipt's detail lines in the order the method's form asks for them (then any others). A choice field shows the
 * option the player chose, not its value.
 */
export function receiptLines(requisites: Readonly<Record<string, string>>, method: CashierMethod | undefined): ReceiptLine[] {
  const order = method?.fields.map((field) => field.name) ?? [];
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return Object.entries(requisites)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([name, value]) => {
      const field = method?.fields.find((f) => f.name === name);
      const option = field?.type === 'select' ? field.options.find((o) => o.value === value) : undefined;
      return { name, label: detailLabel(name, method), value: option?.label ?? value };
    });
}
