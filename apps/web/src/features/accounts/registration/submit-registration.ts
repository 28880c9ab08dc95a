import type { AuthOutcome } from '../panel-kit/auth-outcome.ts';
import type { RegistrationViewModel } from './registration.vm.ts';

/** A submit as the view runs it: the dialog closes on 'registered', before the welcome steps queue their popups. */
export async function submitRegistration(vm: RegistrationViewModel, follow: (outcome: AuthOutcome) => void): Promise<void> {
  const outcome = await vm.submit();
  follow(outcome);
  if (outcome === 'registered') follow(await vm.welcome());
}
