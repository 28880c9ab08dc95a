import { NO_CAMPAIGN_OFFER } from '@casino/domain/cashier';
import { Button } from '@casino/ui/button';
import { Radio, RadioGroup } from '@casino/ui/radio-group';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialogs } from '../../../shared/services/overlays.ts';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { DepositOffersProps } from '../../cashier/slots.ts';
import { usePreloadedViewModel } from '../../../shared/di/preload.tsx';
import { useService } from '../../../shared/di/react.tsx';
import * as styles from '../common/bonuses.css.ts';
import { ActivatedCampaigns } from '../promo-code/activated-campaigns.store.ts';
import { PromoCodeForm } from '../promo-code/PromoCodeForm.tsx';
import { openPromoActivatedPopup } from '../promo-code/PromocodeActivatedPopup.tsx';
import { DepositOffersViewModel } from './deposit-offers.vm.ts';

/** The deposit form's offers and promo code (the cashier renders this in its `DepositOffersSlot`). */
export function DepositOffers(props: DepositOffersProps) {
  // loaded in render inside a preload scope: the deposit page the server renders for a player arrives with its offers
  const vm = usePreloadedViewModel(DepositOffersViewModel, 'deposit-offers', (offers) => offers.load());
  const campaigns = useService(ActivatedCampaigns);
  const dialogs = useService<Dialogs>(Dialogs);
  const { i18n } = useLingui();
  const { method, amount, currency } = props;
  useEffect(() => vm.setContext({ method, amount, currency }), [vm, method, amount, currency]);
  const afterPromoCode = () => {
    const activated = campaigns.latest;
    void vm.afterPromoCode(activated?.campaign.id).then((id) => {
      if (id !== null) props.onSelectOffer(id, vm.titleOf(id));
      // a code that is no offer for this deposit granted something else: say what, as the bonuses page does
      else if (activated) void openPromoActivatedPopup(dialogs, activated, i18n);
    });
  };
  return <DepositOffersView vm={vm} {...props} onPromoCode={afterPromoCode} />;
}

type ViewProps = DepositOffersProps & { readonly vm: DepositOffersViewModel; readonly onPromoCode: () => void };

export const DepositOffersView = observer(function DepositOffersView({ vm, selectedOfferId, onSelectOffer, onSettled, onPromoCode }: ViewProps) {
  const { t } = useLingui();
  const chosen = vm.effectiveChoice(selectedOfferId);
  const settled = vm.state !== 'loading';
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
  // an offer that no longer fits the method or amount is let go, so the deposit never carries it
  useEffect(() => {
    if (chosen !== selectedOfferId) onSelectOffer(chosen);
  }, [chosen, selectedOfferId, onSelectOffer]);
  return (
    <div className={styles.section} data-deposit-offers>
      {vm.state === 'failed' && (
        <div role="alert" className={styles.actions}>
          <p className={styles.notice}><Trans>The bonus offers could not load. You can deposit without one or try again.</Trans></p>
          <Button variant="outline" size="sm" onPress={() => void vm.load()}><Trans>Try again</Trans></Button>
        </div>
      )}
      {vm.state === 'ready' && vm.visible.length > 0 && (
        <RadioGroup label={t`Bonus offer`} value={String(chosen)} onChange={(value) => onSelectOffer(Number(value), vm.titleOf(Number(value)))}>
          <Radio value={String(NO_CAMPAIGN_OFFER)}><Trans>No bonus</Trans></Radio>
          {vm.visible.map((offer) => {
            const title = vm.titleOf(offer.id);
            const min = vm.minimumText(offer);
            return (
              <Radio key={offer.id} value={String(offer.id)} isDisabled={!vm.canTake(offer)} data-deposit-offer={offer.id}>
                <span>
                  {title}
                  {min && <span className={styles.muted}> · <Trans>from {min}</Trans></span>}
                </span>
              </Radio>
            );
          })}
        </RadioGroup>
      )}
      <PromoCodeForm embedded showActivatedPopup={false} onActivated={onPromoCode} />
    </div>
  );
});
