import { Card } from '@casino/ui/card';
import { Link } from '@casino/ui/link';
import { Trans } from '@lingui/react/macro';
import { useService } from '../../shared/di/react.tsx';
import { LocaleStore } from '../../shared/stores/locale.store.ts';
import * as styles from './HomeScreen.css.ts';

/** The home page: the lobby's entry points (the games hall feature fills it with games). */
export function Screen() {
  const locale = useService(LocaleStore);
  return (
    <section className={styles.home}>
      <h1 className={styles.title}>
        <Trans>Casino and sports betting</Trans>
      </h1>
      <p>
        <Trans>Slots, live casino, tournaments and bonuses in one place.</Trans>
      </p>
      <div className={styles.grid}>
        <Card>
          <h2 className={styles.cardTitle}><Trans>Games hall</Trans></h2>
          <Link href={locale.localize('/gamehall')}><Trans>Open the games hall</Trans></Link>
        </Card>
        <Card>
          <h2 className={styles.cardTitle}><Trans>Tournaments</Trans></h2>
          <Link href={locale.localize('/tournaments')}><Trans>See tournaments</Trans></Link>
        </Card>
        <Card>
          <h2 className={styles.cardTitle}><Trans>Promotions</Trans></h2>
          <Link href={locale.localize('/promotions')}><Trans>See promotions</Trans></Link>
        </Card>
      </div>
    </section>
  );
}
