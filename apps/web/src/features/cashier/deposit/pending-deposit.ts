import { injectable } from 'inversify';
import type { DepositViewModel } from './deposit.vm.ts';

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
