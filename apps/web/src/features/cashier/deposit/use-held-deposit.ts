import { useEffect, useState } from 'react';
import { useContainer, useService } from '../../../shared/di/react.tsx';
import { DepositViewModel } from './deposit.vm.ts';
import { PendingDeposit } from './pending-deposit.ts';

/**
 * The deposit form's view-model: the held one when the player comes back from the confirmation step, else a new one.
 * `hold()` keeps it for the confirmation step; a view-model that is not held is disposed when the form goes.
 */
export function useHeldDeposit(): { readonly vm: DepositViewModel; readonly hold: () => void } {
  const container = useContainer();
  const pending = useService(PendingDeposit);
  const [vm] = useState(() => pending.current ?? container.get(DepositViewModel, { autobind: true }));
  useEffect(() => {
    if (pending.holds(vm)) {
      pending.take();
      vm.edit();
    }
    return () => {
      if (!pending.holds(vm)) vm.dispose();
    };
  }, [vm, pending]);
  return { vm, hold: () => pending.hold(vm) };
}
