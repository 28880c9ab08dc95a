import { accountsAdaptersModule, loyaltyAdaptersModule } from '@casino/adapters';
import { ContainerModule } from 'inversify';
import { AuthFlowStore } from './dialog/auth-flow.store.ts';
import { EmbeddedFrame, browserEmbeddedFrame } from './embedded-forms/embedded-frame.ts';
import { SignInSession } from './sign-in/sign-in-session.ts';
import { SocialSignInService } from './social/social-sign-in.service.ts';

/**
 * What every accounts chunk binds before it renders (the dialog's body and panels, the embedded forms page, the
 * messaging app's sign-in; each re-exports this file): the flow between the dialog's panels, the sign-in in
 * progress (kept across the two-factor step), social sign-in, the frame of an embedded form; the accounts' adapters
 * and the loyalty's (registration offers a character). What follows a registration is made on demand, so its code
 * comes with the registration panel only (its popup queue, one per page, is `@injectable('Singleton')`).
 */
export const modules = [
  () =>
    new ContainerModule(({ bind }) => {
      bind(AuthFlowStore).toSelf().inSingletonScope();
      bind(SignInSession).toSelf().inSingletonScope();
      bind(SocialSignInService).toSelf().inSingletonScope();
      bind(EmbeddedFrame).toDynamicValue(() => browserEmbeddedFrame()).inSingletonScope();
    }),
];
export const adapters = [accountsAdaptersModule, loyaltyAdaptersModule];
