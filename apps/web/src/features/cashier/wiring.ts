import { bonusesAdaptersModule, cashierAdaptersModule } from '@casino/adapters';
import { ContainerModule } from 'inversify';
import { featureCatalog, type CompiledCatalog } from '../../shared/di/lazy-chunk.ts';
import { PendingDeposit } from './deposit/pending-deposit.ts';
import { PollDelay, timerPollDelay } from './payment/poll-delay.ts';
import { PaymentWindow, browserPaymentWindow } from './shared/payment-window.ts';

/**
 * What every cashier chunk binds before it renders (each re-exports this file): the payment window the deposit and
 * the payment pages share, the deposit held across them, the polling delay of a pending payment; the cashier's
 * adapters and the bonuses' (the withdrawal and the history say what a withdrawal does to an active bonus); the
 * cashier's catalog.
 */
export const modules = [
  () =>
    new ContainerModule(({ bind }) => {
      bind<PaymentWindow>(PaymentWindow).toDynamicValue(() => browserPaymentWindow()).inSingletonScope();
      bind<PollDelay>(PollDelay).toConstantValue(timerPollDelay);
      bind(PendingDeposit).toSelf().inSingletonScope();
    }),
];
export const adapters = [cashierAdaptersModule, bonusesAdaptersModule];
export const catalog = featureCatalog(import.meta.glob<CompiledCatalog>('./locales/*/messages.po'));
