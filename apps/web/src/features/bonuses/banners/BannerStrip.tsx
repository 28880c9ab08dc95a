import type { BannerSlide } from '@casino/domain/ports';
import { Card } from '@casino/ui/card';
import { SnapRow } from '@casino/ui/snap-row';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useService } from '../../../shared/di/react.tsx';
import { useAfterHydration, usePreloadedViewModel } from '../../../shared/di/preload.tsx';
import { BannerPicture } from '../../../shared/media/BannerPicture.tsx';
import { ContentLink } from '../../../shared/navigation/ContentLink.tsx';
import { SafeHtml } from '../../../shared/safe-html/SafeHtml.tsx';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import * as common from '../common/bonuses.css.ts';
import * as styles from './banners.css.ts';
import { BannersViewModel } from './banners.vm.ts';

export interface BannerStripProps {
  readonly position?: string;
  /**
   * Called once the strip knows what it shows (its banners, none, or a failure): a screen that lays its content out
   * under the strip can wait for it, so that the banners arriving do not push that content down.
   */
  readonly onSettled?: () => void;
}

/** The banners of a position (`banners.get`), as cards in a grid (one sideways row on a phone); nothing shows while loading or when they fail. */
export function BannerStrip({ position, onSettled }: BannerStripProps) {
  const vm = usePreloadedViewModel(BannersViewModel, `banners:${position ?? ''}`, (banners) => banners.load(position));
  return <BannerStripView vm={vm} onSettled={onSettled} />;
}

export const BannerStripView = observer(function BannerStripView({ vm, onSettled }: { vm: BannersViewModel; onSettled?: () => void }) {
  const { t } = useLingui();
  const locale = useService(LocaleStore);
  // a served page knows nothing of this browser's promotion pause: keep its markup while hydrating, then follow the vm
  const callToAction = !useAfterHydration() || vm.callsToAction;
  const settled = vm.state !== 'loading';
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
  if (vm.state !== 'ready' || vm.banners.length === 0) return null;
  return (
    <section aria-label={t`Banners`}>
      <SnapRow>{vm.banners.map((banner) => <BannerCard key={banner.id} banner={banner} localize={locale.localize} callToAction={callToAction} />)}</SnapRow>
    </section>
  );
});

/**
 * A card's image, through the site's image proxy like every other picture (sized for the card, 1x and 2x), the art
 * drawn for the screen's width. Cards are no wider than this at any width.
 */
const CARD = { width: 480, height: 240 };
const BOXES = { mobile: CARD, tablet: CARD, desktop: CARD };

function BannerCard({ banner, localize, callToAction }: { banner: BannerSlide; localize: (path: string) => string; callToAction: boolean }) {
  const label = banner.buttonText ?? banner.title;
  return (
    <Card className={styles.card} data-banner={banner.sysname}>
      {banner.images && <BannerPicture images={banner.images} boxes={BOXES} className={styles.image} />}
      <h2 dir="auto" className={common.cardTitle}>{banner.title}</h2>
      <SafeHtml className={styles.text} html={banner.text} />
      {/* the content's own words, in their own direction inside the page's */}
      {callToAction && <ContentLink url={banner.link} external localize={localize}><bdi>{label}</bdi></ContentLink>}
    </Card>
  );
}
