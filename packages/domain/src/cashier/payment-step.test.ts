import { describe, expect, it } from 'vitest';
import { newWindowPath, PAYMENT_URL_DISPLAYS, paymentStep, resultPath, type DepositAnswer } from './payment-step';

const sameWindowMethod = { openInNewWindow: false };
const newWindowMethod = { openInNewWindow: true };
const redirect: DepositAnswer = { status: 'redirect', transaction: '1', redirectUrl: 'u' };

describe('paymentStep', () => {
  it('instant → success page, pending → pending page, redirect → per display', () => {
    expect(paymentStep({ transaction: '1', status: 'success', redirectUrl: null }, sameWindowMethod, 'sysname')).toEqual({ kind: 'route', to: '/cashier/paysuccess/1' });
    expect(paymentStep({ transaction: '1', status: 'pending', redirectUrl: null }, sameWindowMethod, 'sysname')).toEqual({ kind: 'route', to: '/cashier/paypending/1' });
    expect(paymentStep(redirect, sameWindowMethod, 'newWindow')).toMatchObject({ kind: 'newWindow' });
    expect(paymentStep(redirect, newWindowMethod, 'sameWindow')).toMatchObject({ kind: 'sameWindow' });
  });

  it('`sysname` lets the method decide; `iframe` frames every payment page', () => {
    expect(paymentStep(redirect, sameWindowMethod, 'sysname')).toEqual({ kind: 'sameWindow', url: 'u' });
    expect(paymentStep(redirect, newWindowMethod, 'sysname')).toEqual({ kind: 'newWindow', url: 'u', transaction: '1' });
    expect(paymentStep(redirect, newWindowMethod, 'iframe')).toEqual({ kind: 'frame', url: 'u', transaction: '1' });
  });

  it('a redirect without an address waits on the pending page instead of opening nothing', () => {
    for (const display of PAYMENT_URL_DISPLAYS) {
      expect(paymentStep({ ...redirect, redirectUrl: null }, newWindowMethod, display)).toEqual({ kind: 'route', to: '/cashier/paypending/1' });
      expect(paymentStep({ ...redirect, redirectUrl: '' }, newWindowMethod, display)).toEqual({ kind: 'route', to: '/cashier/paypending/1' });
    }
  });

  it('a transaction is one path segment or query value, whatever it holds', () => {
    expect(resultPath('payfail', 'a/b?c')).toBe('/cashier/payfail/a%2Fb%3Fc');
    expect(newWindowPath('7 & 8')).toBe('/cashier/paynewwindow?transaction=7%20%26%208');
  });
});
