import { Link } from '@casino/ui/link';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router';
import { useService } from '../../../shared/di/react.tsx';
import { usePreloadedViewModel } from '../../../shared/di/preload.tsx';
import { AuthDialogService } from '../../../shared/services/auth-dialog.service.ts';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import * as styles from '../common/bonuses.css.ts';
import { commonTexts } from '../common/failure.ts';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { OfferCard } from './OfferCard.tsx';
import { OffersViewModel, type TakeOutcome } from './offers.vm.ts';

export * from '../wiring.ts';

/** `/offers` (every live offer) and `/offers/{id}` (one offer). */
export function Screen() {
  const vm = usePreloadedViewModel(OffersViewModel, 'offers', (offers) => offers.load());
  const locale = useService(LocaleStore);
  const auth = useService(AuthDialogService);
  const { t } = useLingui();
  const { id } = useParams();
  const follow = (outcome: TakeOutcome) => {
    if (outcome === 'register') void auth.open('registration', { title: t`Registration` });
  };
  return <OffersView vm={vm} id={id ? Number(id) : undefined} localize={locale.localize} follow={follow} />;
}

export const OffersView = observer(function OffersView(props: { vm: OffersViewModel; id: number | undefined; localize: (path: string) => string; follow: (o: TakeOutcome) => void }) {
  const { vm, id, localize, follow } = props;
  const { i18n } = useLingui();
  const failure = vm.failure && <p role="alert" className={styles.notice}>{i18n._(commonTexts[vm.failure])}</p>;
  if (vm.state === 'failed') return <div className={styles.page}><h1 className={styles.title}><Trans>Offers</Trans></h1><LoadFailed retry={() => void vm.load()} /></div>;
  if (id !== undefined) {
    const offer = vm.offer(id);
    return (
      <div className={styles.page}>
        <Link href={localize('/offers')}><Trans>All offers</Trans></Link>
        {failure}
        {offer ? <OfferCard offer={offer} vm={vm} localize={localize} follow={follow} detailed /> : vm.state === 'ready' && (
          <>
            <h1 className={styles.title}><Trans>Offer not found</Trans></h1>
            <p className={styles.muted}><Trans>This offer has ended or does not exist.</Trans></p>
          </>
        )}
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}><Trans>Offers</Trans></h1>
      {failure}
      {vm.state === 'ready' && vm.offers.length === 0 ? (
        <p className={styles.muted}><Trans>No offers right now. Check back soon.</Trans></p>
      ) : (
        <ul className={styles.list} aria-busy={vm.state === 'loading'}>
          {vm.offers.map((offer) => <OfferCard key={offer.id} offer={offer} vm={vm} localize={localize} follow={follow} />)}
        </ul>
      )}
    </div>
  );
});
