import { formatAmount, formatDate } from '@casino/domain';
import type { MoneyValue } from '@casino/domain/ports';

export const money = (value: MoneyValue) => formatAmount(value.amount, value.currency);

/** A day as the product shows dates (dd.mm.yyyy), or undefined without one. */
export const day = (iso: string | null | undefined) => (iso ? formatDate(Date.parse(iso)) : undefined);
