import { formatAmount, type DateFormatter } from '@casino/domain/format';
import type { MoneyValue } from '@casino/domain/ports';

export const money = (value: MoneyValue) => formatAmount(value.amount, value.currency);

/** The day of an ISO moment the backend may leave out (`useDates()` gives the formatter), or undefined without one. */
export const day = (dates: DateFormatter, iso: string | null | undefined) => (iso ? dates.date(Date.parse(iso)) : undefined);
