import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { usePreloading } from '../../../shared/di/preload.tsx';
import { useService } from '../../../shared/di/react.tsx';
import { useHold } from '../../../shared/layout/hold.ts';
import { SlotView, useSlotFilled, useSlotPreload } from '../../../shared/slots/use-slot.tsx';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { DepositLimitPromptSlot, DepositOffersSlot, type DepositOffersProps } from '../slots.ts';
import type { DepositViewModel } from './deposit.vm.ts';
import { DepositView } from './DepositView.tsx';
import { useProfilePrompt, useFollowPayment } from './follow-payment.ts';
import { PaymentFrame } from './PaymentFrame.tsx';
import { useHeldDeposit } from './use-held-deposit.ts';

export * from '../wiring.ts';

/** `/cashier/deposit` and `/cashier/deposit/{sysname}` (which preselects that method). */
export function Screen() {
  const { sysname } = useParams();
  const { vm, hold } = useHeldDeposit(sysname);
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const locale = useService(LocaleStore);
  const { follow, frame } = useFollowPayment();
  const profilePrompt = useProfilePrompt();
  // the form shows once its offers have settled (they sit between the amount and the details), if another feature offers
  // any; a page the server rendered arrives with them
  const served = usePreloading();
  const [holding, offersSettled] = useHold(useSlotFilled(DepositOffersSlot) && !served);
  // the offers' chunk loads beside the payment methods, not after them: the form is held until the offers settle
  useSlotPreload(DepositOffersSlot);
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
      if (step.kind === 'none') void profilePrompt(vm.form.error);
    });
  return (
    <>
      <SlotView slot={DepositLimitPromptSlot} render={({ DepositLimitPrompt }) => <DepositLimitPrompt />} />
      <DepositView
        vm={vm}
        onSubmit={submit}
        holding={holding}
        offers={<SlotView slot={DepositOffersSlot} render={({ DepositOffers }) => <Offers with={DepositOffers} vm={vm} onSettled={offersSettled} />} onFailed={offersSettled} />}
        frame={frame && <PaymentFrame url={frame.url} transaction={frame.transaction} />}
      />
    </>
  );
}

/** The offers another feature fills the form with, fed from the form as it changes (an observer, so the amount reaches them as typed). */
const Offers = observer(function Offers({ with: Part, vm, onSettled }: { with: ComponentType<DepositOffersProps>; vm: DepositViewModel; onSettled: () => void }) {
  const props: DepositOffersProps = {
    method: vm.methodSysname, amount: vm.amountValue, currency: vm.currency, selectedOfferId: vm.campaignOfferId, onSelectOffer: vm.setCampaignOffer, onSettled,
  };
  return <Part {...props} />;
});
