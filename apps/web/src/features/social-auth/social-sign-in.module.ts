import { ContainerModule, type Container } from 'inversify';
import { SocialSignInService } from './social-sign-in.service.ts';

/** The sign-in service, bound on first use by the buttons' chunk (not at start-up). */
export function socialSignInModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(SocialSignInService).toSelf().inSingletonScope();
  });
}

/** Binds the module once per container. */
export function ensureSocialSignIn(container: Container): void {
  if (!container.isBound(SocialSignInService)) container.loadSync(socialSignInModule());
}
