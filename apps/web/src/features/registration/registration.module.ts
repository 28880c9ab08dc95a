import { ContainerModule } from 'inversify';
import { SessionStore } from '../../app/stores/session.store.ts';
import { RegistrationPopups } from './registration-popups.ts';
import { RegistrationSuccess } from './registration-success.ts';
import { RegistrationViewModel } from './registration.vm.ts';
import { SocialCompletionService } from './social-completion.service.ts';

/**
 * Registration: the form's view-model (transient) and its success steps. Start hook: once start-up resolves the
 * session store, an incomplete (social) registration opens the completion dialog.
 */
export function registrationModule(): ContainerModule {
  return new ContainerModule(({ bind, onActivation }) => {
    bind(RegistrationViewModel).toSelf();
    bind(RegistrationSuccess).toSelf();
    bind(RegistrationPopups).toSelf().inSingletonScope();
    bind(SocialCompletionService).toSelf().inSingletonScope();
    onActivation(SessionStore, (context, session) => {
      context.get(SocialCompletionService).watch(session);
      return session;
    });
  });
}
