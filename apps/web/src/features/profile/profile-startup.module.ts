import { ContainerModule } from 'inversify';
import { ProfilePrompts } from './profile-prompts.service.ts';

/** What the app binds at start-up for the profile: only the prompts other features open (its screens are lazy). */
export function profileModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(ProfilePrompts).toSelf().inSingletonScope();
  });
}
