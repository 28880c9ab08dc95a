import { cashierAdaptersModule } from '@casino/adapters';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { featureCatalog, type CompiledCatalog } from '../../../shared/di/lazy-chunk.ts';
import { useChunk, useContainer, useViewModel } from '../../../shared/di/react.tsx';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { cashierModule } from '../cashier.module.ts';
import { PaymentResultViewModel } from '../payment/payment-result.vm.ts';
import * as styles from '../shared/Cashier.css.ts';
import { DepositViewModel } from './deposit.vm.ts';
import { DepositView } from './DepositView.tsx';
import { useConfirmStep, useFollowPayment } from './follow-payment.ts';
import { DepositOffersSlot, type DepositOffersProps } from './offers-slot.ts';
import { DepositLimitPromptSlot } from '../../../shared/services/deposit-limit-prompt-slot.ts';

export const modules = [cashierModule];
export const adapters = [cashierAdaptersModule];
export const catalog = featureCatalog(import.meta.glob<CompiledCatalog>('../locales/*/messages.po'));

/** `/cashier/deposit` and `/cashier/deposit/{sysname}` (which preselects that method). */
export function Screen() {
  const vm = useViewModel(DepositViewModel);
  const { sysname } = useParams();
  const { follow, frame } = useFollowPayment();
  const confirmStep = useConfirmStep();
  const container = useContainer();
  const offersImporter = container.isBound(DepositOffersSlot) ? container.get<DepositOffersSlot>(DepositOffersSlot) : undefined;
  const promptImporter = container.isBound(DepositLimitPromptSlot) ? container.get<DepositLimitPromptSlot>(DepositLimitPromptSlot) : undefined;
  useEffect(() => void vm.load(sysname), [vm, sysname]);
  const submit = () =>
    void vm.submit().then((step) => {
      follow(step);
      if (step.kind === 'none') void confirmStep(vm.error);
    });
  const offersProps: DepositOffersProps = {
    method: vm.methodSysname, amount: vm.form.amount, currency: vm.currency, selectedOfferId: vm.campaignOfferId, onSelectOffer: vm.setCampaignOffer,
  };
  return (
    <>
      {promptImporter && <Suspense fallback={null}><LimitPromptSlot importer={promptImporter} /></Suspense>}
      <DepositView
        vm={vm}
        onSubmit={submit}
        offers={offersImporter && <Suspense fallback={null}><OffersSlot importer={offersImporter} {...offersProps} /></Suspense>}
        frame={frame && <PaymentFrame url={frame.url} transaction={frame.transaction} />}
      />
    </>
  );
}

function LimitPromptSlot({ importer }: { importer: DepositLimitPromptSlot }) {
  const { DepositLimitPrompt } = useChunk(importer);
  return <DepositLimitPrompt />;
}

function OffersSlot({ importer, ...props }: DepositOffersProps & { importer: DepositOffersSlot }) {
  const { DepositOffers } = useChunk(importer);
  return <DepositOffers {...props} />;
}

/** The payment page in a frame; this page watches the deposit and moves on to its result once it settles. */
function PaymentFrame({ url, transaction }: { url: string; transaction: string }) {
  const { t } = useLingui();
  const vm = useViewModel(PaymentResultViewModel);
  const navigate = useNavigate();
  const locale = useContainer().get(LocaleStore);
  useEffect(() => {
    void vm.start('paynewwindow', transaction).then((to) => to && navigate(locale.localize(to)));
  }, [vm, transaction, navigate, locale]);
  return (
    <section aria-labelledby="payment-frame-title" className={styles.stack}>
      <h2 id="payment-frame-title"><Trans>Complete the payment</Trans></h2>
      <iframe className={styles.frame} src={url} title={t`Payment page`} />
    </section>
  );
}
