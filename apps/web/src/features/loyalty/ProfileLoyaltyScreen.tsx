import { Link } from '@casino/ui/link';
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useService } from '../../shared/di/react.tsx';
import { ContentStore } from '../../shared/stores/content.store.ts';
import { LocaleStore } from '../../shared/stores/locale.store.ts';
import { CharactersPanel } from './characters/CharactersPanel.tsx';
import { readLoyaltySettings } from './loyalty-settings.ts';
import { LoyaltyStore } from './loyalty.store.ts';
import * as styles from './loyalty.css.ts';
import { SoundSwitch } from './notices/SoundSwitch.tsx';
import { LoyaltyStatus } from './overview/LoyaltyStatus.tsx';

export * from './wiring.ts';

/** The profile's loyalty page (players only: the profile section is guarded): status, levels and the character. */
export function Screen() {
  const store = useService(LoyaltyStore);
  const locale = useService(LocaleStore);
  const settings = readLoyaltySettings(useService(ContentStore).config.sections);
  useEffect(() => void store.refresh(), [store]);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}><Trans>My loyalty</Trans></h1>
      <LoyaltyStatus store={store} />
      {settings.characters !== 'loyalty' && <CharactersPanel />}
      <SoundSwitch />
      <Link href={locale.localize('/loyalty/shop')}><Trans>Open the loyalty shop</Trans></Link>
    </section>
  );
}
