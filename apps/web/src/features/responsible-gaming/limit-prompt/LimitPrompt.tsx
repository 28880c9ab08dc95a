import { responsibleGamingAdaptersModule } from '@casino/adapters';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ContainerModule } from 'inversify';
import { useEffect } from 'react';
import { featureCatalog, type CompiledCatalog } from '../../../shared/di/lazy-chunk.ts';
import { useService, useViewModel } from '../../../shared/di/react.tsx';
import { Dialogs, PLAYER_ONLY } from '../../../shared/services/overlays.ts';
import { LimitPromptViewModel } from './limit-prompt.vm.ts';

export const modules = [() => new ContainerModule(({ bind }) => void bind(LimitPromptViewModel).toSelf())];
export const adapters = [responsibleGamingAdaptersModule];
export const catalog = featureCatalog(import.meta.glob<CompiledCatalog>('../locales/*/messages.po'));

const TITLE = msg`Set a deposit limit?`;

/** On the deposit screen: before the first deposit, opens the offer to set a deposit limit (once, skippable). */
export function DepositLimitPrompt() {
  const vm = useViewModel(LimitPromptViewModel);
  const dialogs = useService<Dialogs>(Dialogs);
  const { i18n } = useLingui();
  useEffect(() => {
    let handle: { close(): boolean } | undefined;
    let cancelled = false;
    // the form (react-aria's select among it) is fetched only for the player it opens for: a deposit page of a
    // player who has deposited, or answered it, does not load it
    void vm.shouldPrompt().then(async (show) => {
      if (!show || cancelled) return;
      const loaded = await import('./LimitPromptForm.tsx').catch(() => undefined); // not offered this time; the next visit asks again
      if (!loaded || cancelled) return;
      const { LimitPromptForm } = loaded;
      handle = dialogs.open({
        kind: 'popup',
        size: 'small',
        scope: PLAYER_ONLY,
        title: i18n._(TITLE),
        render: () => <LimitPromptForm vm={vm} done={() => handle?.close()} />,
        onClose: (result) => result === undefined && vm.skip(),
      });
    });
    return () => {
      cancelled = true;
      handle?.close();
    };
  }, [vm, dialogs, i18n]);
  return null;
}
