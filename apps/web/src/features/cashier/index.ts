/**
 * The cashier: wallet, deposit, withdrawal, history, receipt and the payment result pages. Everything loads with
 */
export { DepositOffersSlot, type DepositOffersProps } from './deposit/offers-slot.ts';
