/**
 * Leaving for an external payment page: the app's navigator only moves inside our origin, so the cashier opens
 * payment pages through this seam (tests bind a recording one).
 */
export const PaymentWindow = Symbol.for('PaymentWindow');
export interface PaymentWindow {
  /** Leaves the app for the payment page in this window. */
  assign(url: string): void;
  /** Opens the payment page in a new window; false when the browser blocked it. */
  open(url: string): boolean;
}

export const browserPaymentWindow = (): PaymentWindow => ({
  assign: (url) => globalThis.location.assign(url),
  open: (url) => globalThis.open(url, '_blank') !== null,
});
