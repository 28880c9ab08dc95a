import { useEffect, useRef } from 'react';
import { usePreloadedValue } from '../../../shared/di/preload.tsx';
import { useContainer, useService } from '../../../shared/di/react.tsx';
import { DepositViewModel } from './deposit.vm.ts';
import { PendingDeposit } from './pending-deposit.ts';

/**
 * The deposit form's view-model, loaded for `sysname` (the method in the address) as the form shows and whenever it
 * changes: the held one when the player comes back from the confirmation step, else a new one. `hold()` keeps it for
 * the confirmation step; a view-model that is not held is disposed when the form goes. On a page the server rendered
 * for the player the first load runs in render (`usePreloadedValue`), and the first effect does not load again.
 */
export function useHeldDeposit(sysname: string | undefined): { readonly vm: DepositViewModel; readonly hold: () => void } {
  const container = useContainer();
  const pending = useService(PendingDeposit);
  const load = (form: DepositViewModel) => form.load(sysname);
  const [vm, preloaded] = usePreloadedValue(`cashier-deposit:${sysname ?? ''}`, () => pending.current ?? container.get(DepositViewModel, { autobind: true }), load);
  const skipFirst = useRef(preloaded);
  useEffect(() => {
    if (pending.holds(vm)) {
      pending.take();
      vm.edit();
    }
    return () => {
      if (!pending.holds(vm)) vm.dispose();
    };
  }, [vm, pending]);
  // after the held view-model was taken back, as the form loaded it before
  useEffect(() => {
    if (skipFirst.current) return void (skipFirst.current = false);
    void vm.load(sysname);
  }, [vm, sysname]);
  return { vm, hold: () => pending.hold(vm) };
}
