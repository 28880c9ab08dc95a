import { ClockPort } from '@casino/domain/ports';
import { SystemPage } from '@casino/ui/system-page';
import { Trans } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { useService, useViewModel } from '../../shared/di/react.tsx';
import { useRouteHandle } from '../../shared/routing/route-handle.ts';
import { ContentStore } from '../../shared/stores/content.store.ts';
import { LocaleStore } from '../../shared/stores/locale.store.ts';
import { ProfileNav } from '../profile/index.ts';
import { ExclusionSignOut } from './exclusion/exclusion-sign-out.ts';
import { ExclusionView } from './exclusion/ExclusionView.tsx';
import { ExclusionViewModel } from './exclusion/exclusion.vm.ts';
import { LimitsView } from './limits/LimitsView.tsx';
import { LimitsViewModel } from './limits/limits.vm.ts';
import { PlaySettingsView } from './play-settings/PlaySettingsView.tsx';
import { PlaySettingsViewModel } from './play-settings/play-settings.vm.ts';
import * as styles from './responsible-gaming.css.ts';
import type { ExclusionOutcome } from './exclusion/exclusion.vm.ts';

export * from './wiring.ts';

export const PAGE_PATH = '/profile/responsible-game';

/**
 * `/profile/responsible-game` (players only: the profile is guarded): deposit, loss and wager limits, reality check and session
 * time limit, time-out and self-exclusion.
 * The bare `/responsible-game` leads here. Off when the content configuration turns responsible gaming off.
 */
export const Screen = observer(function Screen() {
  const content = useService(ContentStore);
  const locale = useService(LocaleStore);
  const path = useRouteHandle()?.spec.path;
  if (!content.flags.responsibleGaming) {
    return <SystemPage icon="wrench" header={<Trans>Not available</Trans>} description={<Trans>This page is not available on this site.</Trans>} />;
  }
  if (path !== PAGE_PATH) return <Navigate to={locale.localize(PAGE_PATH)} replace />;
  return <ResponsibleGamingPage />;
});

function ResponsibleGamingPage() {
  const limits = useViewModel(LimitsViewModel);
  const play = useViewModel(PlaySettingsViewModel);
  const timeout = useViewModel(ExclusionViewModel);
  const exclusion = useViewModel(ExclusionViewModel);
  const signOut = useService(ExclusionSignOut);
  const clock = useService<ClockPort>(ClockPort);
  useState(() => (timeout.start('timeout'), exclusion.start('exclusion'))); // once, before the first render
  useEffect(() => void limits.load(), [limits]);
  useEffect(() => void play.load(), [play]);
  const follow = (outcome: ExclusionOutcome) => {
    if (outcome.kind === 'excluded') void signOut.complete(outcome.exclusion);
    if (outcome.kind === 'excludedEarlier') void signOut.complete(null);
  };
  return (
    <div className={styles.frame}>
      <ProfileNav current={PAGE_PATH} />
      <div className={styles.content}>
        <h1 className={styles.title}><Trans>Responsible gaming</Trans></h1>
        <LimitsView vm={limits} kind="deposit" />
        <LimitsView vm={limits} kind="loss" />
        <LimitsView vm={limits} kind="wager" />
        <PlaySettingsView vm={play} />
        <ExclusionView vm={timeout} now={clock.now()} onOutcome={follow} />
        <ExclusionView vm={exclusion} now={clock.now()} onOutcome={follow} />
      </div>
    </div>
  );
}
