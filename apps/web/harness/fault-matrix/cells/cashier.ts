import type { Driver } from '../cell.ts';

/** The cashier's screens (the demo player: reading them changes nothing). */
export const CASHIER: readonly Driver[] = [
  { op: 'cashier.gethistory', who: 'demo', screen: '/cashier/history', failure: 'message' },
  { op: 'account.getcurrencyrates', who: 'demo', screen: '/cashier', failure: 'silent' },
  { op: 'cashier.getdepositsettings', who: 'demo', screen: '/cashier/deposit', failure: 'message' },
  { op: 'account.getDepositLimit', who: 'demo', screen: '/cashier/deposit', failure: 'silent' },
  { op: 'cashier.getwithdrawsettings', who: 'demo', screen: '/cashier/withdraw', failure: 'message' },
];
