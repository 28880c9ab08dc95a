import { ContainerModule } from 'inversify';
import { RestoreViewModel } from '../restore/restore.vm.ts';
import { SignInSession } from '../sign-in/sign-in-session.ts';
import { SignInViewModel } from '../sign-in/sign-in.vm.ts';
import { TwoFactorViewModel } from '../sign-in/two-factor.vm.ts';
import { AuthDialogViewModel } from './auth-dialog.vm.ts';
import { AuthFlowStore } from './auth-flow.store.ts';

/**
 * The sign-in / sign-up dialog and the panels it owns (sign-in, two-factor, restore): the shared flow state and the
 * sign-in session service are singletons, view-models transient. Views load lazily (render-auth-dialog.tsx).
 */
export const authDialogModule = (): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(AuthFlowStore).toSelf().inSingletonScope();
    bind(SignInSession).toSelf().inSingletonScope();
    bind(AuthDialogViewModel).toSelf();
    bind(SignInViewModel).toSelf();
    bind(TwoFactorViewModel).toSelf();
    bind(RestoreViewModel).toSelf();
  });
