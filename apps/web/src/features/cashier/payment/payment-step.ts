import type { DepositOutcome, CashierMethod } from '@casino/domain/ports';
import type { PaymentUrlDisplay } from '../shared/cashier-settings.ts';

/** Where a deposit goes after `makedeposit` answered. */
export type PaymentStep =
  | { readonly kind: 'route'; readonly to: string }
  | { readonly kind: 'sameWindow'; readonly url: string }
  | { readonly kind: 'newWindow'; readonly url: string; readonly transaction: string }
  | { readonly kind: 'frame'; readonly url: string; readonly transaction: string };

export const resultPath = (page: 'paysuccess' | 'payfail' | 'paypending', transaction: string) => `/cashier/${page}/${encodeURIComponent(transaction)}`;
export const newWindowPath = (transaction: string) => `/cashier/paynewwindow?transaction=${encodeURIComponent(transaction)}`;

/**
 * The step after a deposit: credited now → success page; waiting → pending page (it polls); a payment page → opened
 * as the configured display says (`sysname`: the method's own flag picks a new window or the same one).
 */
export function paymentStep(outcome: DepositOutcome, method: CashierMethod, display: PaymentUrlDisplay): PaymentStep {
  if (outcome.status === 'success') return { kind: 'route', to: resultPath('paysuccess', outcome.transaction) };
  if (outcome.status === 'pending' || !outcome.redirectUrl) return { kind: 'route', to: resultPath('paypending', outcome.transaction) };
  const url = outcome.redirectUrl;
  const mode = display === 'sysname' ? (method.openInNewWindow ? 'newWindow' : 'sameWindow') : display;
  if (mode === 'sameWindow') return { kind: 'sameWindow', url };
  if (mode === 'newWindow') return { kind: 'newWindow', url, transaction: outcome.transaction };
  return { kind: 'frame', url, transaction: outcome.transaction };
}
