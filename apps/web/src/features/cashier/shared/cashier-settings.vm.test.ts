import { generalInfo } from '@casino/adapters/testing';
import { describe, expect, it } from 'vitest';
import { readCashierSettings } from './cashier-settings.ts';
import { cashierIdleMs } from './staleness.ts';

describe('readCashierSettings', () => {
  it('reads both deposit views, the payment URL display, presets and the confirmation step; anything else falls back to the defaults', () => {
    expect(readCashierSettings({ cashier: { depositView: 'ContainerScrollView', paymentUrlDisplay: 'iframe', showReceipt: false, confirmStep: true, amountPresets: [{ currency: 'EUR', amount: [{ value: 5 }, { nope: 1 }] }] } })).toEqual({
      presets: [{ currency: 'EUR', amount: [{ value: 5 }] }], showReceipt: false, depositView: 'ContainerScrollView', paymentUrlDisplay: 'iframe', showMethodLimits: true, confirmStep: true,
    });
    expect(readCashierSettings({ cashier: { depositView: 'Grid', paymentUrlDisplay: 42, amountPresets: 'x', confirmStep: 'yes' } })).toEqual({
      presets: [], showReceipt: true, depositView: 'ContainerView', paymentUrlDisplay: 'sysname', showMethodLimits: true, confirmStep: false,
    });
    expect(readCashierSettings({}).depositView).toBe('ContainerView');
  });

  it('the cashier idle time is read in seconds; unset or not positive means never', () => {
    expect(cashierIdleMs(generalInfo({ raw: { user_inactivity_cashier_time: 900 } }))).toBe(900_000);
    expect(cashierIdleMs(generalInfo({ raw: { user_inactivity_cashier_time: 0 } }))).toBeUndefined();
    expect(cashierIdleMs(null)).toBeUndefined();
  });
});
