import { ContainerModule, type Container } from 'inversify';
import { RestoreViewModel } from '../restore/restore.vm.ts';
import { SignInSession } from '../sign-in/sign-in-session.ts';
import { SignInViewModel } from '../sign-in/sign-in.vm.ts';
import { TwoFactorViewModel } from '../sign-in/two-factor.vm.ts';
import { AuthDialogViewModel } from './auth-dialog.vm.ts';
import { AuthFlowStore } from './auth-flow.store.ts';

/**
 * The sign-in / sign-up dialog and the panels it owns (sign-in, two-factor, restore): the shared flow state and the
 * sign-in session service are singletons, view-models transient. Loaded with the dialog's lazy chunk (nothing of
 * sign-in is in the entry): `ensureAuthDialogModule` binds it on first use.
 */
export function authDialogModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(AuthFlowStore).toSelf().inSingletonScope();
    bind(SignInSession).toSelf().inSingletonScope();
    bind(AuthDialogViewModel).toSelf();
    bind(SignInViewModel).toSelf();
    bind(TwoFactorViewModel).toSelf();
    bind(RestoreViewModel).toSelf();
  });
}

/** Binds the module once per container (the dialog body and `AuthPanels` call it before resolving). */
export function ensureAuthDialogModule(container: Container): void {
  if (!container.isBound(AuthFlowStore)) container.loadSync(authDialogModule());
}
