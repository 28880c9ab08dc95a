import { SystemPage } from '@casino/ui/system-page';
import { Trans } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { useService, useViewModel } from '../../shared/di/react.tsx';
import { ContentStore } from '../../shared/stores/content.store.ts';
import { LocaleStore } from '../../shared/stores/locale.store.ts';
import { SportsbookView } from './SportsbookView.tsx';
import { SportsbookViewModel } from './sportsbook.vm.ts';

export * from './wiring.ts';

/**
 * `/betting` and `/bets/*`: the embedded sportsbook. Both routes render this screen, so moving between them (the frame
 * opening an inner page) keeps the same frame instead of loading it again.
 */
export const Screen = observer(function Screen() {
  const content = useService(ContentStore);
  const locale = useService(LocaleStore);
  const vm = useViewModel(SportsbookViewModel);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const inner = useParams()['*'] ?? '';
  const location = useLocation();

  // the frame's address is known before the first paint, so its room is there from the start
  useState(() => vm.show(inner));
  useEffect(() => {
    vm.start(window.location.origin, () => frameRef.current?.contentWindow ?? null);
    return vm.dispose;
  }, [vm]);
  // every navigation of ours (a link to /betting included) brings the frame to the page the address names
  useEffect(() => vm.show(inner), [vm, inner, location.key]);
  const address = vm.addressPath === undefined ? undefined : locale.localize(vm.addressPath);
  useEffect(() => {
    // The frame moved to another inner page: the address bar follows, replacing the entry. Not through the router:
    // its navigation would mount the other route's screen and load the sportsbook again. Going back to the entry,
    // or reloading it, opens that inner page through the router as any deep link does.
    if (address !== undefined && address !== window.location.pathname) window.history.replaceState(window.history.state, '', `${address}${window.location.search}`);
  }, [address]);

  if (!vm.settings.enabled) {
    return <SystemPage icon="wrench" header={<Trans>Not available</Trans>} description={<Trans>Betting is not available on this site.</Trans>} />;
  }
  return <SportsbookView vm={vm} notice={content.flags.visibleBettingNotice} frameRef={frameRef} />;
});
