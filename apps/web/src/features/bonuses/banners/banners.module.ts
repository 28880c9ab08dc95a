import { ContainerModule } from 'inversify';
import { BannersViewModel } from './banners.vm.ts';

/** The banner strip's view-model. */
export function bannersModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(BannersViewModel).toSelf();
  });
}
