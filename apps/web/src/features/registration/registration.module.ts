import { LocalStoragePort } from '@casino/domain';
import { ContainerModule } from 'inversify';
import { SessionStore } from '../../app/stores/session.store.ts';
import { capturePromoCode } from './promo-code-capture.ts';
import { SocialCompletionService } from './social-completion.service.ts';

/**
 * Registration at start-up: once start-up resolves the session store, a `promo_code` of the landing address is
 * stored and an incomplete (social) registration opens the completion dialog. The form's own bindings load with its panel (`registration-panel.module.ts`).
 */
export function registrationModule(): ContainerModule {
  return new ContainerModule(({ bind, onActivation }) => {
    bind(SocialCompletionService).toSelf().inSingletonScope();
    onActivation(SessionStore, (context, session) => {
      if (typeof window !== 'undefined') capturePromoCode(window.location.search, context.get<LocalStoragePort>(LocalStoragePort));
      context.get(SocialCompletionService).watch(session);
      return session;
    });
  });
}
