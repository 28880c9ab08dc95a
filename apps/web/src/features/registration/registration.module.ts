import { ContainerModule } from 'inversify';
import { SessionStore } from '../../app/stores/session.store.ts';
import { SocialCompletionService } from './social-completion.service.ts';

/**
 * Registration at start-up: once start-up resolves the session store, an incomplete (social) registration opens
 * the completion dialog. The form's own bindings load with its panel (`registration-panel.module.ts`).
 */
export function registrationModule(): ContainerModule {
  return new ContainerModule(({ bind, onActivation }) => {
    bind(SocialCompletionService).toSelf().inSingletonScope();
    onActivation(SessionStore, (context, session) => {
      context.get(SocialCompletionService).watch(session);
      return session;
    });
  });
}
