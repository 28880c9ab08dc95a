import { ContainerModule } from 'inversify';
import { BalanceRefreshViewModel } from './balance-refresh.vm.ts';

/** Balance refresh, loaded once a player has signed in (guests never download it). */
export { attachBalanceRefresh } from './attach-balance-refresh.ts';
export { BalanceRefreshViewModel };
export const modules = [() => new ContainerModule(({ bind }) => void bind(BalanceRefreshViewModel).toSelf().inSingletonScope())];
