import { ContainerModule } from 'inversify';
import { ExclusionSignOut } from './exclusion/exclusion-sign-out.ts';

/** The responsible-gaming page's sign-out step (its view-models need no binding), listed by its lazy chunk. */
export function responsibleGamingScreensModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(ExclusionSignOut).toSelf();
  });
}
