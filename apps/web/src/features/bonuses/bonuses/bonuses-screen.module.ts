import { ContainerModule } from 'inversify';
import { BonusDialogs } from './bonus-dialogs.ts';
import { BonusesViewModel } from './bonuses.vm.ts';
import { DialogBonusDialogs } from './dialog-bonus-dialogs.ts';

/** The bonuses page's view-model and its confirm dialogs. */
export function bonusesScreenModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(BonusDialogs).to(DialogBonusDialogs).inSingletonScope();
    bind(BonusesViewModel).toSelf();
  });
}
