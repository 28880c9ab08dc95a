import { ContainerModule } from 'inversify';
import { RegistrationPopups } from './registration-popups.ts';
import { RegistrationSuccess } from './registration-success.ts';
import { RegistrationViewModel } from './registration.vm.ts';

/**
 * The form's view-model and its success steps. Loaded with the panel's chunk (not at start-up) so the form's
 * rules stay out of the entry bundle: the panel binds them on first use.
 */
export function registrationPanelModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(RegistrationViewModel).toSelf();
    bind(RegistrationSuccess).toSelf();
    bind(RegistrationPopups).toSelf().inSingletonScope();
  });
}
