import { LocalStoragePort } from '@casino/domain/ports';
import { ContainerModule } from 'inversify';
import { InstallPromptViewModel } from './install-prompt.vm.ts';

/** The offer to install the app: one per page, listening to the window from start-up. */
export function installAppModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(InstallPromptViewModel)
      .toDynamicValue((context) => new InstallPromptViewModel(globalThis as unknown as EventTarget, context.get<LocalStoragePort>(LocalStoragePort)))
      .inSingletonScope();
  });
}
