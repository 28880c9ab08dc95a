import type { PromotionPage } from '@casino/domain/ports';
import { Card } from '@casino/ui/card';
import { Link } from '@casino/ui/link';
import { Trans } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { type MouseEvent } from 'react';
import { useParams } from 'react-router';
import { useService } from '../../../shared/di/react.tsx';
import { usePreloadedViewModel } from '../../../shared/di/preload.tsx';
import { Dialogs } from '../../../shared/services/overlays.ts';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import * as styles from '../common/bonuses.css.ts';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { BannerStrip } from '../banners/BannerStrip.tsx';
import { PromotionDetail } from './PromotionDetail.tsx';
import { PromotionsViewModel } from './promotions.vm.ts';
import { useScreenSeo } from '../../seo/index.ts';

export * from '../wiring.ts';

/** `/promotions` (cards; a card opens the detail popup) and `/promotions/{id}` (the promotion's own, shareable page). */
export function Screen() {
  const vm = usePreloadedViewModel(PromotionsViewModel, 'promotions', (promotions) => promotions.load());
  const locale = useService(LocaleStore);
  const dialogs = useService<Dialogs>(Dialogs);
  const { id } = useParams();
  const openPopup = (promotion: PromotionPage) => {
    dialogs.open({
      kind: 'popup',
      title: promotion.title,
      render: ({ close }) => (
        <div data-popup="PromotionsDetailPopup">
          <PromotionDetail promotion={promotion} localize={locale.localize} onNavigate={() => close(undefined)} />
        </div>
      ),
    });
  };
  return <PromotionsView vm={vm} id={id} localize={locale.localize} openPopup={openPopup} />;
}

interface PromotionsViewProps {
  readonly vm: PromotionsViewModel;
  readonly id: string | undefined;
  readonly localize: (path: string) => string;
  readonly openPopup: (promotion: PromotionPage) => void;
}

export const PromotionsView = observer(function PromotionsView({ vm, id, localize, openPopup }: PromotionsViewProps) {
  const shown = id === undefined ? undefined : vm.promotion(id);
  useScreenSeo(
    shown
      ? { entityTitle: shown.title, entityDescription: shown.summary, ...(shown.image ? { entityImage: shown.image } : {}) }
      : id !== undefined && vm.state === 'ready' ? { notFound: true } : undefined,
  );
  if (vm.state === 'failed') return <div className={styles.page}><h1 className={styles.title}><Trans>Promotions</Trans></h1><LoadFailed retry={() => void vm.load()} /></div>;
  if (id !== undefined) {
    const promotion = vm.promotion(id);
    return (
      <article className={styles.page}>
        <Link href={localize('/promotions')}><Trans>All promotions</Trans></Link>
        {promotion ? (
          <>
            <h1 dir="auto" className={styles.title}>{promotion.title}</h1>
            <PromotionDetail promotion={promotion} localize={localize} />
          </>
        ) : (
          vm.state === 'ready' && <h1 className={styles.title}><Trans>Promotion not found</Trans></h1>
        )}
      </article>
    );
  }
  // a plain click opens the popup; a click with a modifier (new tab) or a shared link reaches the promotion's page
  const onClick = (event: MouseEvent, promotion: PromotionPage) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openPopup(promotion);
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.title}><Trans>Promotions</Trans></h1>
      <BannerStrip position="main_slider" />
      {vm.state === 'ready' && vm.items.length === 0 ? (
        <p className={styles.muted}><Trans>No promotions right now. Check back soon.</Trans></p>
      ) : (
        <ul className={styles.list} aria-busy={vm.state === 'loading'}>
          {vm.items.map((promotion) => (
            <Card as="li" key={promotion.id} className={styles.card} data-promotion-card={promotion.id}>
              {promotion.image && <img className={styles.image} src={promotion.image} alt="" width={480} height={240} />}
              <h2 className={styles.cardTitle}>
                {/* eslint-disable-next-line casino/content-links -- our own path; the id is encoded by the router's path */}
                <a dir="auto" href={localize(`/promotions/${promotion.id}`)} onClick={(event) => onClick(event, promotion)}>{promotion.title}</a>
              </h2>
              <p className={styles.muted}>{promotion.summary}</p>
            </Card>
          ))}
        </ul>
      )}
    </div>
  );
});
