import { ContainerModule } from 'inversify';
import { HeaderViewModel } from './header.vm.ts';

export function headerModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(HeaderViewModel).toSelf();
  });
}
