import { datesIn } from '@casino/domain/format';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ExclusionNotice } from '../features/accounts/sign-in/ExclusionNotice.tsx';
import { PaymentDetails } from '../features/cashier/payment/PaymentDetails.tsx';
import { LocalDateTime } from '../features/tournaments/parts.tsx';

// Issue #48: the cashier wrote "05.03.2024 19:04", the time-out screens "March 5, 2024 at 7:04 PM", the limits
// "Mar 5, 2024, 7:04 PM". Each screen that says a moment says it here, in every language, the one way.
const moment = Date.UTC(2024, 2, 5, 19, 4);

function inLocale(locale: string, node: ReactNode): string {
  const i18n = setupI18n({ locale, messages: { [locale]: {} } });
  const { container, unmount } = render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
  const text = container.textContent ?? '';
  unmount();
  return text;
}

describe('a moment reads the same on every screen', () => {
  it.each(['en', 'ru', 'pt', 'ar'])('%s: cashier receipt, time-out notice at sign-in, tournament facts', (locale) => {
    const expected = datesIn(locale).dateTime(moment);
    const receipt = inLocale(locale, (
      <PaymentDetails
        info={{ id: 1, transaction: 'T-1', method: 'card', status: 'success', amount: { amount: 10, currency: 'EUR' }, createdAt: new Date(moment).toISOString(), requisites: {} }}
        methodName={undefined}
      />
    ));
    const timeOut = inLocale(locale, <ExclusionNotice exclusion={{ kind: 'timeout', period: '1d', until: moment }} />);
    const tournament = inLocale(locale, <LocalDateTime epochMs={moment} />);
    expect(receipt).toContain(expected);
    expect(timeOut).toContain(expected);
    expect(tournament).toBe(expected);
  });
});
