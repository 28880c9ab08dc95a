import { injectable } from 'inversify';
import { useEffect, useState } from 'react';
import { useContainer, useService } from '../../../shared/di/react.tsx';
import { DepositViewModel } from './deposit.vm.ts';

/**
 * The deposit waiting on its confirmation step: the form's view-model, kept while the player moves between the
 * deposit form and `/cashier/billing`, so "back" shows everything typed and "confirm" sends with the same attempt.
 */
@injectable()
export class PendingDeposit {
  private vm: DepositViewModel | null = null;

  hold(vm: DepositViewModel): void {
    this.vm = vm;
  }

  get current(): DepositViewModel | null {
    return this.vm;
  }

  /** Whether this view-model is the one held (a screen leaving must not dispose it). */
  holds(vm: DepositViewModel): boolean {
    return this.vm === vm;
  }

  /** The form takes the held deposit back (after "back" from the confirmation step). */
  take(): DepositViewModel | null {
    const vm = this.vm;
    this.vm = null;
    return vm;
  }
}

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
