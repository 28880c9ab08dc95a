import { navigateDocument, openWindow } from '../../../shared/navigation/document-navigation.ts';

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

/** The browser's: both go through the navigation check (a payment page may be on another origin, over http(s) only). */
export const browserPaymentWindow = (): PaymentWindow => ({
  assign: (url) => void navigateDocument(url, { external: true }),
  open: (url) => {
    const { opened, refused } = openWindow(url, { external: true, target: '_blank' });
    // a refused address is not a blocked popup: answering true keeps the caller from assigning it in this window
    return opened !== null || refused !== undefined;
  },
});
