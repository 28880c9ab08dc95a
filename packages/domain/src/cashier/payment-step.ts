/**
 * How a payment page opens. `sysname` (the default) lets each method decide: a method flagged "open in a new window"
 * gets one, the others leave for the page in the same window. The other values force one way for every method.
 */
export type PaymentUrlDisplay = 'sysname' | 'sameWindow' | 'newWindow' | 'iframe';
export const PAYMENT_URL_DISPLAYS: readonly PaymentUrlDisplay[] = ['sysname', 'sameWindow', 'newWindow', 'iframe'];

/** Where a deposit goes after `makedeposit` answered. */
export type PaymentStep =
  | { readonly kind: 'route'; readonly to: string }
  | { readonly kind: 'sameWindow'; readonly url: string }
  | { readonly kind: 'newWindow'; readonly url: string; readonly transaction: string }
  | { readonly kind: 'frame'; readonly url: string; readonly transaction: string };

/** The part of a deposit's answer that decides the next step. */
export interface DepositAnswer {
  readonly status: 'success' | 'pending' | 'redirect';
  readonly transaction: string;
  readonly redirectUrl: string | null;
}

export const resultPath = (page: 'paysuccess' | 'payfail' | 'paypending', transaction: string) => `/cashier/${page}/${encodeURIComponent(transaction)}`;
export const newWindowPath = (transaction: string) => `/cashier/paynewwindow?transaction=${encodeURIComponent(transaction)}`;

/**
 * The step after a deposit: credited now → success page; waiting → pending page (it polls); a payment page → opened
 * as the configured display says (`sysname`: the method's own flag picks a new window or the same one).
 */
export function paymentStep(outcome: DepositAnswer, method: { readonly openInNewWindow: boolean }, display: PaymentUrlDisplay): PaymentStep {
  if (outcome.status === 'success') return { kind: 'route', to: resultPath('paysuccess', outcome.transaction) };
  if (outcome.status === 'pending' || !outcome.redirectUrl) return { kind: 'route', to: resultPath('paypending', outcome.transaction) };
  const url = outcome.redirectUrl;
  const mode = display === 'sysname' ? (method.openInNewWindow ? 'newWindow' : 'sameWindow') : display;
  if (mode === 'sameWindow') return { kind: 'sameWindow', url };
  if (mode === 'newWindow') return { kind: 'newWindow', url, transaction: outcome.transaction };
  return { kind: 'frame', url, transaction: outcome.transaction };
}
