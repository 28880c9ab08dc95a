import { formatAmount, formatDate, type MoneyValue } from '@casino/domain';

export const money = (value: MoneyValue) => formatAmount(value.amount, value.currency);

/** A day as the product shows dates (dd.mm.yyyy), or undefined without one. */
export const day = (iso: string | null | undefined) => (iso ? formatDate(Date.parse(iso)) : undefined);
