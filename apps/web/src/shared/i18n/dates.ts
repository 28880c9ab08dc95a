import { datesIn, type DateFormatter } from '@casino/domain/format';
import { useLingui } from '@lingui/react';

/**
 * The dates of the language on screen: every view says a day or a moment through this (services outside React call
 * `datesIn(i18n.locale)`), so the cashier, the limits, the time-out and the tournament screens agree.
 * `timeZone` only for markup made on a server ("UTC"); otherwise the reader's own.
 */
export function useDates(timeZone?: string): DateFormatter {
  const { i18n } = useLingui();
  return datesIn(i18n.locale, timeZone);
}
