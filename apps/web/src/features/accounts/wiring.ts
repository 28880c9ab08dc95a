import { accountsAdaptersModule, loyaltyAdaptersModule } from '@casino/adapters';
import { ContainerModule } from 'inversify';
import { AuthFlowStore } from './dialog/auth-flow.store.ts';
import { EmbeddedFrame, browserEmbeddedFrame } from './embedded-forms/embedded-frame.ts';
import { RegistrationPopups } from './registration/registration-popups.ts';
import { RegistrationSuccess } from './registration/registration-success.ts';
import { SignInSession } from './sign-in/sign-in-session.ts';
import { SocialSignInService } from './social/social-sign-in.service.ts';

/**
 * What every accounts chunk binds before it renders (the dialog's body and panels, the embedded forms page, the
 * messaging app's sign-in; each re-exports this file): the flow between the dialog's panels, the sign-in in
 * progress (kept across the two-factor step), social sign-in, what follows a registration, the frame of an
 * embedded form; the accounts' adapters and the loyalty's (registration offers a character).
 */
export const modules = [
  () =>
    new ContainerModule(({ bind }) => {
      bind(AuthFlowStore).toSelf().inSingletonScope();
      bind(SignInSession).toSelf().inSingletonScope();
      bind(SocialSignInService).toSelf().inSingletonScope();
      bind(RegistrationSuccess).toSelf();
      bind(RegistrationPopups).toSelf().inSingletonScope();
      bind(EmbeddedFrame).toDynamicValue(() => browserEmbeddedFrame()).inSingletonScope();
    }),
];
export const adapters = [accountsAdaptersModule, loyaltyAdaptersModule];
