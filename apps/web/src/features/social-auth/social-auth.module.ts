import { ContainerModule } from 'inversify';
import { SessionStore } from '../../app/stores/session.store.ts';
import { SocialReturnService } from './social-return.service.ts';
import { SocialSignInService } from './social-sign-in.service.ts';
import { SocialWindow, browserSocialWindow } from './social-window.ts';

/**
 * Social sign-in services. The return check runs at app start: the session store is the first thing start-up
 * resolves, so its activation is our start hook (it runs before the router reads the address, so the
 * `social_auth` marker is already gone when the page renders).
 */
export function socialAuthModule(): ContainerModule {
  return new ContainerModule(({ bind, onActivation }) => {
    bind(SocialWindow).toDynamicValue(() => browserSocialWindow()).inSingletonScope();
    bind(SocialSignInService).toSelf().inSingletonScope();
    bind(SocialReturnService).toSelf().inSingletonScope();
    onActivation(SessionStore, (context, session) => {
      if (typeof window !== 'undefined') context.get(SocialReturnService).handleReturn();
      return session;
    });
  });
}
