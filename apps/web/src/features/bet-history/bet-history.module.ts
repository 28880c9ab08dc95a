import { ContainerModule } from 'inversify';
import { ExportsViewModel } from './exports/exports.vm.ts';
import { BetHistoryViewModel } from './history/bet-history.vm.ts';

/** The bet history's view-models (transient: one per mounted view). */
export function betHistoryScreensModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(BetHistoryViewModel).toSelf();
    bind(ExportsViewModel).toSelf();
  });
}
