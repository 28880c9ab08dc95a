import { ContainerModule } from 'inversify';
import { SocialSignInService } from './social-sign-in.service.ts';

/** The sign-in service, listed by the chunks that render the social buttons (not at start-up). */
export function socialSignInModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(SocialSignInService).toSelf().inSingletonScope();
  });
}
