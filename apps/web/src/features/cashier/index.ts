/**
 * The cashier: wallet, deposit, withdrawal, history, receipt and the payment result pages. Everything loads with
 * its screens' chunks (those that follow a payment list `cashierModule`); the app binds nothing of it at start-up.
 */
export { cashierModule } from './cashier.module.ts';
export { DepositOffersSlot, type DepositOffersProps } from './deposit/offers-slot.ts';
