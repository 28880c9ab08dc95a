import { ContainerModule } from 'inversify';
import { PendingDeposit } from './deposit/pending-deposit.ts';
import { PollDelay, timerPollDelay } from './payment/poll-delay.ts';
import { PaymentWindow, browserPaymentWindow } from './shared/payment-window.ts';

/**
 * The seams of the screens that follow a payment (deposit, billing, the result pages): the payment window, the
 * deposit waiting for its payment (one for the page) and the result poll's delay. View-models are not bound here:
 * `useViewModel` builds an unbound one from its class, so a screen's chunk carries no other screen's view-model.
 */
export function cashierModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<PaymentWindow>(PaymentWindow).toDynamicValue(() => browserPaymentWindow()).inSingletonScope();
    bind<PollDelay>(PollDelay).toConstantValue(timerPollDelay);
    bind(PendingDeposit).toSelf().inSingletonScope();
  });
}
