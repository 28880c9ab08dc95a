import { ContainerModule } from 'inversify';
import { VerificationViewModel } from './verification.vm.ts';

/** The verification page's view-model (transient: one per mounted page), listed by its lazy chunk. */
export function verificationScreensModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(VerificationViewModel).toSelf();
  });
}
