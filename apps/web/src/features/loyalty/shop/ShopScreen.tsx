import type { LoyaltyShopItem } from '@casino/domain/ports';
import { formatAmount } from '@casino/domain/format';
import { Badge } from '@casino/ui/badge';
import { Button } from '@casino/ui/button';
import { Card } from '@casino/ui/card';
import { EmptyState } from '@casino/ui/empty-state';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useService } from '../../../shared/di/react.tsx';
import { usePreloadedViewModel } from '../../../shared/di/preload.tsx';
import { AuthDialogService } from '../../../shared/services/auth-dialog.service.ts';
import { Dialogs, PLAYER_ONLY } from '../../../shared/services/overlays.ts';
import * as styles from '../loyalty.css.ts';
import { Points, WhenLoaded } from '../parts.tsx';
import { InsufficientPointsPopup, ShopConfirmPopup, ShopResultPopup } from './ShopPopups.tsx';
import { ShopViewModel, type BuyOutcome } from './shop.vm.ts';

export * from '../wiring.ts';

export const ShopView = observer(function ShopView({ vm }: { vm: ShopViewModel }) {
  const { t } = useLingui();
  const dialogs = useService<Dialogs>(Dialogs);
  const auth = useService(AuthDialogService);

  const shortfall = (product: LoyaltyShopItem) =>
    dialogs.open({ size: 'small', scope: PLAYER_ONLY, title: t`Balance too low`, render: (context) => <InsufficientPointsPopup product={product} points={vm.points} alias={vm.pointsAlias} context={context} /> });

  const start = async (product: LoyaltyShopItem) => {
    const choice = vm.choose(product);
    if (choice === 'register') return void auth.open('registration', { title: t`Registration` });
    if (choice === 'insufficient') return void shortfall(product);
    if (choice !== 'confirm') return;
    const confirm = dialogs.open<BuyOutcome>({ size: 'small', scope: PLAYER_ONLY, title: t`Confirm your purchase`, render: (context) => <ShopConfirmPopup vm={vm} product={product} context={context} /> });
    const outcome = await confirm.result;
    if (outcome === 'insufficient') shortfall(product);
    else if (outcome === 'bought' || outcome === 'failed' || outcome === 'unsure') {
      const title = outcome === 'bought' ? t`Purchase complete` : outcome === 'unsure' ? t`Purchase not confirmed` : t`Purchase failed`;
      dialogs.open({ size: 'small', scope: PLAYER_ONLY, title, render: (context) => <ShopResultPopup product={product} outcome={outcome} context={context} /> });
    }
  };

  return (
    <section className={styles.page}>
      <h1 className={styles.title}><Trans>Loyalty shop</Trans></h1>
      {vm.points !== null && (
        <p className={styles.strong} data-loyalty-points={vm.points}>
          <Trans>Your balance: <Points value={vm.points} alias={vm.pointsAlias} /></Trans>
        </p>
      )}
      <WhenLoaded status={vm.status} onRetry={() => void vm.load()}>
        {vm.products.length === 0 && <EmptyState icon="gift" title={t`The shop is empty for now`} />}
        <ul className={styles.grid}>
          {vm.products.map((product, index) => (
            <li key={product.id}>
              <Card as="article" padding="md" className={styles.card} data-product={product.sysname}>
                {/* the first card's picture is in view as the page opens, the largest thing on it: fetched at once and first */}
                <img className={styles.image} src={product.image} alt="" {...(index === 0 ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' })} />
                <h2 dir="auto" className={styles.cardTitle}>{product.name}</h2>
                <p dir="auto" className={styles.muted}>{product.description}</p>
                {product.reward && <p className={styles.muted}><Trans>Bonus: {formatAmount(product.reward.amount, product.reward.currency)}</Trans></p>}
                <p className={styles.strong}><Points value={product.price} alias={vm.pointsAlias} /></p>
                {product.isAvailable ? (
                  <Button variant="primary" onPress={() => void start(product)} aria-label={t`Buy ${product.name}`}>
                    <Trans>Buy</Trans>
                  </Button>
                ) : (
                  <Badge tone="neutral"><Trans>Out of stock</Trans></Badge>
                )}
              </Card>
            </li>
          ))}
        </ul>
      </WhenLoaded>
    </section>
  );
});

/**
 * The shop's first load runs in render inside a preload scope: the production server renders a signed-in player's shop
 * with its products and points (server/rendered-pages.ts), and the browser hydrates it from the page's payload.
 */
export function Screen() {
  const vm = usePreloadedViewModel(ShopViewModel, 'loyalty-shop', (shop) => shop.load());
  return <ShopView vm={vm} />;
}
