import type { HandlerMap, RawRoute } from '../../core/types.ts';
import { makeDeposit } from './deposit.ts';
import { getDepositInfo, getHistory } from './history.ts';
import { payRoutes } from './pay-page.ts';
import { getBanks, getDepositSettings, getWithdrawSettings } from './settings.ts';
import { cancelWithdrawal, makeWithdrawal } from './withdrawal.ts';

export { settlePending } from './settle.ts';

export const handlers: HandlerMap = {
  'cashier.makedeposit': makeDeposit,
  'cashier.makewithdrawal': makeWithdrawal,
  'cashier.cancelwithdrawal': cancelWithdrawal,
  'cashier.getbanks': getBanks,
  'cashier.getdepositinfo': getDepositInfo,
  'cashier.getdepositsettings': getDepositSettings,
  'cashier.getwithdrawsettings': getWithdrawSettings,
  'cashier.gethistory': getHistory,
};

export const rawRoutes: RawRoute[] = payRoutes;
