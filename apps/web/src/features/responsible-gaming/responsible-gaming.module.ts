import { ContainerModule } from 'inversify';
import { ExclusionSignOut } from './exclusion/exclusion-sign-out.ts';
import { ExclusionViewModel } from './exclusion/exclusion.vm.ts';
import { LimitsViewModel } from './limits/limits.vm.ts';
import { PlaySettingsViewModel } from './play-settings/play-settings.vm.ts';

/** The responsible-gaming page's view-models (transient: one per mounted view) and its sign-out step, listed by its lazy chunk. */
export function responsibleGamingScreensModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(LimitsViewModel).toSelf();
    bind(ExclusionViewModel).toSelf();
    bind(ExclusionSignOut).toSelf();
    bind(PlaySettingsViewModel).toSelf();
  });
}
