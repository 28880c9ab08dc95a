import { gamePagePath } from '@casino/domain/routing';
import type { PlayerFreeSpins } from '@casino/domain/ports';
import { Card } from '@casino/ui/card';
import { Link } from '@casino/ui/link';
import { Trans } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useService } from '../../../shared/di/react.tsx';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import * as styles from '../common/bonuses.css.ts';
import { day } from '../common/format.ts';
import { useDates } from '../../../shared/i18n/dates.ts';

/** Active free-spin packs: the game (linked), spins left and expiry. */
export const FreeSpinsList = observer(function FreeSpinsList({ packs }: { packs: readonly PlayerFreeSpins[] }) {
  const locale = useService(LocaleStore);
  const dates = useDates();
  if (!packs.length) return <p className={styles.muted}><Trans>No free spins right now.</Trans></p>;
  return (
    <ul className={styles.list}>
      {packs.map((pack) => {
        const expires = day(dates, pack.expiredAt);
        return (
          <Card as="li" key={pack.id} className={styles.card} data-freespins={pack.id}>
            <h3 dir="auto" className={styles.cardTitle}>{pack.description?.title ?? pack.game.name}</h3>
            <p className={styles.amount}>
              <Trans>{pack.remaining} of {pack.total} spins left</Trans>
            </p>
            <p className={styles.muted}>
              {expires ? <Trans>Expires {expires}</Trans> : null}
            </p>
            <Link href={locale.localize(gamePagePath(pack.game.sysname))}>
              <Trans>Play {pack.game.name}</Trans>
            </Link>
          </Card>
        );
      })}
    </ul>
  );
});
