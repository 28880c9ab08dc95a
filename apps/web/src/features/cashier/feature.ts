import { defineFeature } from '../../shared/feature/feature.ts';

/** The wallet, deposit, withdrawal, history and the payment pages. */
export const cashierFeature = defineFeature({
  name: 'cashier',
  screens: {
    payment: () => import('./payment/PaymentResultScreen.tsx'),
    'cashier-wallet': () => import('./wallet/WalletScreen.tsx'),
    'cashier-deposit': () => import('./deposit/DepositScreen.tsx'),
    'cashier-withdraw': () => import('./withdraw/WithdrawScreen.tsx'),
    'cashier-history': () => import('./history/HistoryScreen.tsx'),
    'cashier-receipt': () => import('./payment/ReceiptScreen.tsx'),
    'cashier-billing': () => import('./payment/BillingScreen.tsx'),
  },
});
