import { LocalStoragePort } from '@casino/domain/ports';
import { defineFeature } from '../../shared/feature/feature.ts';
import { InstallPromptViewModel } from './install-prompt.vm.ts';

/** The window's events; the prerender (Node) has no window, and a target nothing fires on stands in. */
const windowEvents = (): EventTarget => ('addEventListener' in globalThis ? (globalThis as unknown as EventTarget) : new EventTarget());

/** The offer to install the app: one per page, listening to the window from start-up. */
export const installAppFeature = defineFeature({
  name: 'install-app',
  bindings: ({ bind }) => {
    bind(InstallPromptViewModel)
      .toDynamicValue((context) => new InstallPromptViewModel(windowEvents(), context.get<LocalStoragePort>(LocalStoragePort)))
      .inSingletonScope();
  },
});
