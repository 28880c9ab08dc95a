import type { OfferCampaign } from '@casino/domain/ports';
import { Button } from '@casino/ui/button';
import { Card } from '@casino/ui/card';
import { Link } from '@casino/ui/link';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useScreenSeo } from '../../seo/index.ts';
import { SafeHtml } from '../../../shared/safe-html/SafeHtml.tsx';
import * as styles from '../common/bonuses.css.ts';
import type { OffersViewModel, TakeOutcome } from './offers.vm.ts';

export interface OfferCardProps {
  readonly offer: OfferCampaign;
  readonly vm: OffersViewModel;
  readonly localize: (path: string) => string;
  readonly follow: (outcome: TakeOutcome) => void;
  /** On the offer's own page: the full texts and terms, and no link to itself. */
  readonly detailed?: boolean;
}

/** An offer: its texts and rewards, and the call to action it has for this visitor. */
export const OfferCard = observer(function OfferCard({ offer, vm, localize, follow, detailed = false }: OfferCardProps) {
  const { t } = useLingui();
  const title = offer.description?.title ?? offer.sysname;
  const call = vm.callOf(offer);
  const Heading = detailed ? 'h1' : 'h2';
  // the offer's own page is named after it (the list leaves the screen's title)
  useScreenSeo(detailed ? { entityTitle: title } : undefined);
  return (
    <Card as={detailed ? 'article' : 'li'} className={styles.card} data-offer={offer.sysname} aria-label={title}>
      {offer.description?.image && <img className={styles.image} src={offer.description.image} alt="" width={480} height={240} />}
      <Heading className={detailed ? styles.title : styles.cardTitle}>{title}</Heading>
      {offer.description?.text && <SafeHtml className={styles.muted} html={offer.description.text} />}
      {offer.promotions.length > 0 && (
        <ul aria-label={t`Rewards`}>
          {offer.promotions.map((p) => <li key={p.id}>{p.description?.title ?? p.type}</li>)}
        </ul>
      )}
      {detailed && offer.description?.terms && <SafeHtml className={styles.muted} html={offer.description.terms} />}
      {vm.taken.includes(offer.id) && <p role="status"><Trans>Taken! Your rewards are on your bonuses page.</Trans></p>}
      <div className={styles.actions}>
        {call === 'take' && (
          <Button isPending={vm.pendingId === offer.id} isDisabled={vm.pendingId !== null && vm.pendingId !== offer.id} onPress={() => void vm.take(offer).then(follow)}>
            <Trans>Take it</Trans>
          </Button>
        )}
        {call === 'register' && <Button onPress={() => void vm.take(offer).then(follow)}><Trans>Register to take it</Trans></Button>}
        {call === 'deposit' && <Link href={localize('/cashier/deposit')}><Trans>Deposit to get it</Trans></Link>}
        {call === 'promoCode' && <Link href={localize('/profile/bonuses')}><Trans>Enter your promo code</Trans></Link>}
        {!detailed && <Link href={localize(`/offers/${offer.id}`)} aria-label={t`More about ${title}`}><Trans>More</Trans></Link>}
      </div>
    </Card>
  );
});
