import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useChunk, useContainer, useService } from '../../../shared/di/react.tsx';
import { useHold } from '../../../shared/layout/hold.ts';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import type { DepositViewModel } from './deposit.vm.ts';
import { DepositView } from './DepositView.tsx';
import { useProfilePrompt, useFollowPayment } from './follow-payment.ts';
import { DepositOffersSlot, type DepositOffersProps } from './offers-slot.ts';
import { PaymentFrame } from './PaymentFrame.tsx';
import { useHeldDeposit } from './use-held-deposit.ts';
import { DepositLimitPromptSlot } from '../../../shared/services/deposit-limit-prompt-slot.ts';

export * from '../wiring.ts';

/** `/cashier/deposit` and `/cashier/deposit/{sysname}` (which preselects that method). */
export function Screen() {
  const { vm, hold } = useHeldDeposit();
  const { sysname } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const locale = useService(LocaleStore);
  const { follow, frame } = useFollowPayment();
  const profilePrompt = useProfilePrompt();
  const container = useContainer();
  const offersImporter = container.isBound(DepositOffersSlot) ? container.get<DepositOffersSlot>(DepositOffersSlot) : undefined;
  const promptImporter = container.isBound(DepositLimitPromptSlot) ? container.get<DepositLimitPromptSlot>(DepositLimitPromptSlot) : undefined;
  // the form shows once its offers have settled (they sit between the amount and the details)
  const [holding, offersSettled] = useHold(offersImporter !== undefined);
  useEffect(() => void vm.load(sysname), [vm, sysname]);
  const submit = () =>
    void vm.submit().then((step) => {
      if (step.kind === 'review') {
        // the confirmation step sends it; the query (a back address) goes along
        hold();
        const rest = new URLSearchParams(query);
        rest.set('from', 'deposit');
        return void navigate(locale.localize(`/cashier/billing?${rest.toString()}`));
      }
      follow(step);
      if (step.kind === 'none') void profilePrompt(vm.error);
    });
  return (
    <>
      {promptImporter && <Suspense fallback={null}><LimitPromptSlot importer={promptImporter} /></Suspense>}
      <DepositView
        vm={vm}
        onSubmit={submit}
        holding={holding}
        offers={offersImporter && <Suspense fallback={null}><OffersSlot importer={offersImporter} vm={vm} onSettled={offersSettled} /></Suspense>}
        frame={frame && <PaymentFrame url={frame.url} transaction={frame.transaction} />}
      />
    </>
  );
}

/** The responsible-gaming feature's prompt to set a deposit limit before a first deposit (its own chunk). */
function LimitPromptSlot({ importer }: { importer: DepositLimitPromptSlot }) {
  const { DepositLimitPrompt } = useChunk(importer);
  return <DepositLimitPrompt />;
}

/** The bonuses feature's offers, fed from the form as it changes (an observer, so the amount reaches them as typed). */
const OffersSlot = observer(function OffersSlot({ importer, vm, onSettled }: { importer: DepositOffersSlot; vm: DepositViewModel; onSettled: () => void }) {
  const { DepositOffers } = useChunk(importer);
  const props: DepositOffersProps = {
    method: vm.methodSysname, amount: vm.amountValue, currency: vm.currency, selectedOfferId: vm.campaignOfferId, onSelectOffer: vm.setCampaignOffer, onSettled,
  };
  return <DepositOffers {...props} />;
});
