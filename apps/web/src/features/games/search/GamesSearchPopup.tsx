import { gamePagePath } from '@casino/domain/routing';
import { ComboBox } from '@casino/ui/combo-box';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useService, useViewModel } from '../../../shared/di/react.tsx';
import { AppNavigator } from '../../../shared/services/navigator.ts';
import type { Dialogs } from '../../../shared/services/overlays.ts';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { GamesSearchViewModel } from './search.vm.ts';

export * from '../wiring.ts';

/** Opens the search dialog (called once this chunk is loaded and bound); settles when it closes. */
export function openSearchDialog(dialogs: Dialogs, i18n: I18n, initialQuery?: string): Promise<unknown> {
  return dialogs.open({ size: 'medium', title: i18n._(msg`Search games`), render: (context) => <GamesSearchPopup close={() => context.close()} initialQuery={initialQuery} /> }).result;
}

/** The body of the search dialog: a combobox whose list is the suggestions, then the matches; choosing one opens it. */
export function GamesSearchPopup({ close, initialQuery }: { close: () => void; initialQuery?: string | undefined }) {
  const vm = useViewModel(GamesSearchViewModel);
  useEffect(() => {
    void vm.start();
    if (initialQuery) vm.setQuery(initialQuery);
  }, [vm, initialQuery]);
  return <GamesSearchView vm={vm} close={close} />;
}

export const GamesSearchView = observer(function GamesSearchView({ vm, close }: { vm: GamesSearchViewModel; close: () => void }) {
  const { t } = useLingui();
  const navigator = useService(AppNavigator);
  const locale = useService(LocaleStore);
  return (
    <div>
      <ComboBox
        label={t`Game name`}
        placeholder={t`For example, Lucky Fortune`}
        openLabel={t`Show games`}
        autoFocus
        menuTrigger="focus"
        allowsCustomValue
        allowsEmptyCollection
        inputValue={vm.query}
        onInputChange={vm.setQuery}
        items={vm.options.map((g) => ({ id: g.sysname, label: g.name }))}
        onSelectionChange={(key) => {
          if (key === null) return;
          vm.opened(String(key));
          close();
          navigator.navigate(locale.localize(gamePagePath(String(key))));
        }}
      />
      <p aria-live="polite">
        {vm.status === 'searching' && <Trans>Searching…</Trans>}
        {vm.status === 'done' && vm.results.length === 0 && <Trans>No games found.</Trans>}
        {vm.status === 'failed' && <Trans>The search did not work. Please try again.</Trans>}
        {!vm.searching && <Trans>Type at least {vm.settings.minQueryLength} letters, or pick a suggestion.</Trans>}
      </p>
    </div>
  );
});
