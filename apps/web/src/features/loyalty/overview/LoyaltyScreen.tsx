import { Button } from '@casino/ui/button';
import { Card } from '@casino/ui/card';
import { Link } from '@casino/ui/link';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useService } from '../../../shared/di/react.tsx';
import { withViewModel } from '../../../shared/di/with-view-model.tsx';
import { AuthDialogService } from '../../../shared/services/auth-dialog.service.ts';
import { ContentStore } from '../../../shared/stores/content.store.ts';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { CharactersPanel } from '../characters/CharactersPanel.tsx';
import { readLoyaltySettings } from '../loyalty-settings.ts';
import * as styles from '../loyalty.css.ts';
import { WhenLoaded } from '../parts.tsx';
import { SoundSwitch } from '../notices/SoundSwitch.tsx';
import { LoyaltyStatus } from './LoyaltyStatus.tsx';
import { LoyaltyViewModel } from './loyalty.vm.ts';

export * from '../wiring.ts';

export const LoyaltyView = observer(function LoyaltyView({ vm }: { vm: LoyaltyViewModel }) {
  const { t } = useLingui();
  const locale = useService(LocaleStore);
  const auth = useService(AuthDialogService);
  const settings = readLoyaltySettings(useService(ContentStore).config.sections);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}><Trans>Loyalty programme</Trans></h1>
      {vm.isGuest ? (
        <Card padding="md" className={styles.card}>
          <p className={styles.strong}><Trans>Join to earn rewards with every bet, reach new levels and spend what you earn in the shop.</Trans></p>
          <div>
            <Button variant="primary" onPress={() => void auth.open('registration', { title: t`Registration` })}>
              <Trans>Join now</Trans>
            </Button>
          </div>
        </Card>
      ) : (
        <>
          <LoyaltyStatus store={vm.loyalty} />
          {settings.characters !== 'profile' && <CharactersPanel />}
          <SoundSwitch />
        </>
      )}
      <Link href={locale.localize('/loyalty/shop')}><Trans>Open the loyalty shop</Trans></Link>
      <section className={styles.page} aria-labelledby="loyalty-programmes">
        <h2 id="loyalty-programmes" className={styles.sectionTitle}><Trans>Programmes</Trans></h2>
        <WhenLoaded status={vm.status} onRetry={() => void vm.load()}>
          <ul className={styles.grid}>
            {vm.programmes.map((p) => (
              <li key={p.id}>
                <Card as="article" padding="md" className={styles.card} data-programme={p.sysname}>
                  <img className={styles.image} src={p.image} alt="" loading="lazy" />
                  <h3 className={styles.cardTitle}>
                    <Link href={locale.localize(`/loyalty/${p.sysname}`)}>{p.name}</Link>
                  </h3>
                  <p dir="auto" className={styles.muted}>{p.description}</p>
                </Card>
              </li>
            ))}
          </ul>
        </WhenLoaded>
      </section>
    </section>
  );
});

export const Screen = withViewModel(LoyaltyViewModel, LoyaltyView);
