import type { LoyaltyShopItem } from '@casino/domain/ports';
import { Button } from '@casino/ui/button';
import type { DialogContext } from '@casino/ui/dialogs';
import { Trans } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { Points } from '../parts.tsx';
import * as styles from '../loyalty.css.ts';
import type { BuyOutcome, ShopViewModel } from './shop.vm.ts';

/** `LoyaltyShopPopupConfirm`: what it costs and what is left after; "Buy" sends the purchase (once). */
export const ShopConfirmPopup = observer(function ShopConfirmPopup({ vm, product, context }: { vm: ShopViewModel; product: LoyaltyShopItem; context: DialogContext<BuyOutcome> }) {
  const buy = async () => {
    const outcome = await vm.buy(product);
    if (outcome !== 'ignored') context.close(outcome, { force: true });
  };
  const left = vm.points === null ? null : vm.points - product.price;
  return (
    <div className={styles.popup} data-popup="LoyaltyShopPopupConfirm">
      <p className={styles.muted}>
        <Trans>Buy {product.name} for <Points value={product.price} alias={vm.pointsAlias} />?</Trans>
      </p>
      {left !== null && (
        <p className={styles.muted}>
          <Trans>You will have <Points value={left} alias={vm.pointsAlias} /> left.</Trans>
        </p>
      )}
      <div className={styles.row}>
        <Button variant="primary" onPress={() => void buy()} isPending={vm.buying === product.id}>
          <Trans>Buy</Trans>
        </Button>
        <Button variant="ghost" onPress={() => context.close(undefined)} isDisabled={vm.buying !== null}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </div>
  );
});

/** `LoyaltyShopPopupBuy`: the result of a purchase. */
export function ShopResultPopup({ product, outcome, context }: { product: LoyaltyShopItem; outcome: 'bought' | 'failed' | 'unsure'; context: DialogContext }) {
  const ok = outcome === 'bought';
  return (
    <div className={styles.popup} data-popup="LoyaltyShopPopupBuy" role={ok ? 'status' : 'alert'}>
      <p className={styles.strong}>
        {ok ? <Trans>{product.name} is yours!</Trans> : outcome === 'unsure' ? (
          <Trans>We could not confirm the purchase. Check your balance, or try again: it will not be made twice.</Trans>
        ) : (
          <Trans>The purchase did not go through. Nothing was taken from your balance; please try again.</Trans>
        )}
      </p>
      {ok && product.reward && <p className={styles.muted}><Trans>The bonus is in your bonuses.</Trans></p>}
      <Button variant="primary" onPress={() => context.close(undefined)} autoFocus>
        <Trans>OK</Trans>
      </Button>
    </div>
  );
}

/**
 * `LoyaltyShopInsufficientFundsPopup`: the points are short; how many more are needed. The unit is named only by the
 * programme's own word (its `pointsAlias`, "coins"): the other texts say "balance", so no screen says two words for it.
 */
export function InsufficientPointsPopup({ product, points, alias, context }: { product: LoyaltyShopItem; points: number | null; alias: string | null; context: DialogContext }) {
  const missing = points === null ? null : Math.max(0, product.price - points);
  return (
    <div className={styles.popup} data-popup="LoyaltyShopInsufficientFundsPopup">
      <p className={styles.strong}><Trans>Your balance is not enough for {product.name}.</Trans></p>
      {missing !== null && missing > 0 && (
        <p className={styles.muted}>
          <Trans>You need <Points value={missing} alias={alias} /> more. Play and complete quests to earn them.</Trans>
        </p>
      )}
      <Button variant="primary" onPress={() => context.close(undefined)} autoFocus>
        <Trans>OK</Trans>
      </Button>
    </div>
  );
}
