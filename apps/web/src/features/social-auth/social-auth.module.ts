import { ContainerModule } from 'inversify';
import { SessionStore } from '../../app/stores/session.store.ts';
import { SocialReturnService } from './social-return.service.ts';
import { SocialWindow, browserSocialWindow } from './social-window.ts';

/**
 * Social sign-in at start-up: only the return check. It runs when start-up first resolves the session store
 * (before the router reads the address, so the `social_auth` marker is already gone when the page renders).
 * The sign-in service itself loads with the buttons (`social-sign-in.module.ts`), keeping it out of the entry chunk.
 */
export function socialAuthModule(): ContainerModule {
  return new ContainerModule(({ bind, onActivation }) => {
    bind(SocialWindow).toDynamicValue(() => browserSocialWindow()).inSingletonScope();
    bind(SocialReturnService).toSelf().inSingletonScope();
    onActivation(SessionStore, (context, session) => {
      if (typeof window !== 'undefined') context.get(SocialReturnService).handleReturn();
      return session;
    });
  });
}
