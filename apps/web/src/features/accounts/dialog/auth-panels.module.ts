import { ContainerModule } from 'inversify';
import { RestoreViewModel } from '../restore/restore.vm.ts';
import { SignInSession } from '../sign-in/sign-in-session.ts';
import { SignInViewModel } from '../sign-in/sign-in.vm.ts';
import { TwoFactorViewModel } from '../two-factor/two-factor.vm.ts';
import { AuthDialogViewModel } from './auth-dialog.vm.ts';
import { AuthFlowStore } from './auth-flow.store.ts';

/**
 * The dialog and the panels it owns (sign-in, two-factor, restore): the shared flow state and the sign-in session
 * service are singletons, view-models transient. Listed by the chunks that render them (the dialog body and each
 * panel), so none of it is in the entry.
 */
export function authPanelsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(AuthFlowStore).toSelf().inSingletonScope();
    bind(SignInSession).toSelf().inSingletonScope();
    bind(AuthDialogViewModel).toSelf();
    bind(SignInViewModel).toSelf();
    bind(TwoFactorViewModel).toSelf();
    bind(RestoreViewModel).toSelf();
  });
}
