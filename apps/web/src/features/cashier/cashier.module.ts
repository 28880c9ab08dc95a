import { ContainerModule } from 'inversify';
import { DepositViewModel } from './deposit/deposit.vm.ts';
import { PendingDeposit } from './deposit/pending-deposit.ts';
import { HistoryViewModel } from './history/history.vm.ts';
import { WalletViewModel } from './wallet/wallet.vm.ts';
import { WithdrawViewModel } from './withdraw/withdraw.vm.ts';
import { PaymentResultViewModel, PollDelay, timerPollDelay } from './payment/payment-result.vm.ts';
import { PaymentWindow, browserPaymentWindow } from './shared/payment-window.ts';

/** The cashier's view-models and the seams its screens use; every cashier screen chunk lists it. */
export function cashierModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<PaymentWindow>(PaymentWindow).toDynamicValue(() => browserPaymentWindow()).inSingletonScope();
    bind<PollDelay>(PollDelay).toConstantValue(timerPollDelay);
    bind(DepositViewModel).toSelf();
    bind(PendingDeposit).toSelf().inSingletonScope();
    bind(PaymentResultViewModel).toSelf();
    bind(HistoryViewModel).toSelf();
    bind(WalletViewModel).toSelf();
    bind(WithdrawViewModel).toSelf();
  });
}
