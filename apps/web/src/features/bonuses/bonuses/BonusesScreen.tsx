import { Button } from '@casino/ui/button';
import { Radio, RadioGroup } from '@casino/ui/radio-group';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { usePreloadedViewModel } from '../../../shared/di/preload.tsx';
import { useService } from '../../../shared/di/react.tsx';
import { AppNavigator } from '../../../shared/services/navigator.ts';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import * as styles from '../common/bonuses.css.ts';
import { commonTexts } from '../common/failure.ts';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { PromoCodeForm } from '../promo-code/PromoCodeForm.tsx';
import { BonusCard } from './BonusCard.tsx';
import { BonusesViewModel, type BonusFilter, type BonusOutcome } from './bonuses.vm.ts';
import { FreeSpinsList } from './FreeSpinsSection.tsx';

export * from '../wiring.ts';

/**
 * `/profile/bonuses`: the promo-code form, casino and betting bonuses with their actions, free spins. The lists load
 * in render inside a preload scope: the production server renders a signed-in player's bonuses for them.
 */
export function Screen() {
  const vm = usePreloadedViewModel(BonusesViewModel, 'profile-bonuses', (bonuses) => bonuses.load());
  const navigator = useService(AppNavigator);
  const locale = useService(LocaleStore);
  const follow = (outcome: BonusOutcome) => {
    if (outcome === 'goToBetting') navigator.navigate(locale.localize('/betting'));
  };
  return <BonusesView vm={vm} follow={follow} />;
}

export const BonusesView = observer(function BonusesView({ vm, follow }: { vm: BonusesViewModel; follow: (outcome: BonusOutcome) => void }) {
  const { i18n, t } = useLingui();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Bonuses</Trans>
      </h1>
      <section className={styles.section} aria-labelledby="promo-code-title">
        <h2 id="promo-code-title" className={styles.sectionTitle}><Trans>Have a promo code?</Trans></h2>
        <PromoCodeForm onActivated={() => void vm.load()} />
      </section>
      {vm.failure && (
        <p role="alert" className={styles.notice}>
          {i18n._(commonTexts[vm.failure])}
        </p>
      )}
      <section className={styles.section} aria-labelledby="casino-bonuses-title" data-section="casino">
        <h2 id="casino-bonuses-title" className={styles.sectionTitle}><Trans>Casino bonuses</Trans></h2>
        <RadioGroup label={t`Show`} orientation="horizontal" value={vm.filter} onChange={(value) => vm.setFilter(value as BonusFilter)}>
          <Radio value="current"><Trans>Current</Trans></Radio>
          <Radio value="history"><Trans>History</Trans></Radio>
        </RadioGroup>
        {vm.casinoState === 'failed' ? (
          <LoadFailed retry={() => void vm.loadCasino()} />
        ) : vm.casinoState === 'ready' && vm.casino.length === 0 ? (
          <p className={styles.muted}><Trans>No bonuses here yet.</Trans></p>
        ) : (
          <ul className={styles.list} aria-busy={vm.casinoState === 'loading'}>
            {vm.casino.map((bonus) => <BonusCard key={bonus.id} bonus={bonus} vm={vm} follow={follow} />)}
          </ul>
        )}
        {vm.hasMoreCasino && vm.casinoState === 'ready' && (
          <div>
            <Button variant="secondary" onPress={() => void vm.loadCasino(true)}><Trans>Show more</Trans></Button>
          </div>
        )}
      </section>
      {/* each list shows once the lists above it have settled: a list arriving above one already drawn pushed it down */}
      {vm.shows.betting && (
        <section className={styles.section} aria-labelledby="betting-bonuses-title" data-section="betting">
          <h2 id="betting-bonuses-title" className={styles.sectionTitle}><Trans>Betting bonuses</Trans></h2>
          {vm.bettingState === 'failed' ? (
            <LoadFailed retry={() => void vm.loadBetting()} />
          ) : vm.bettingState === 'ready' && vm.betting.length === 0 ? (
            <p className={styles.muted}><Trans>No betting bonuses right now.</Trans></p>
          ) : (
            <ul className={styles.list} aria-busy={vm.bettingState === 'loading'}>
              {vm.betting.map((bonus) => <BonusCard key={bonus.id} bonus={bonus} vm={vm} follow={follow} />)}
            </ul>
          )}
        </section>
      )}
      {vm.shows.freeSpins && (
        <section className={styles.section} aria-labelledby="free-spins-title" data-section="freespins">
          <h2 id="free-spins-title" className={styles.sectionTitle}><Trans>Free spins</Trans></h2>
          {vm.freeSpinsState === 'failed' ? <LoadFailed retry={() => void vm.loadFreeSpins()} /> : vm.freeSpinsState === 'ready' && <FreeSpinsList packs={vm.freeSpins} />}
        </section>
      )}
    </div>
  );
});
