export * from '../wiring.ts';

/** The offers and promo code of the deposit form, loaded by the cashier through `DepositOffersSlot`. */
export { DepositOffers } from './DepositOffers.tsx';
export { DepositOffersViewModel } from './deposit-offers.vm.ts';


