import { fieldStateOnChange, type RegistrationFieldError, type ValidationStrategy } from '@casino/domain/registration';
import type { ValidationFailure } from '@casino/domain/validation';
import { makeAutoObservable } from 'mobx';
import type { FieldMessage } from '../../../shared/forms/field-message.ts';

/** A field's problem as the form shows it: a rule's message, or the server's code for the field. */
export type RegistrationProblem = FieldMessage | { readonly field: string; readonly code: string; readonly text: string };

/** The national number and its country, as the phone input keeps them. */
export interface PhoneValue {
  readonly country: string;
  readonly digits: string;
}

/**
 * What the player typed and which errors to show: under the eager strategy a change
 * marks the field touched, so its error shows at once; under on-submit a change resets the field's state until
 * the next submit. Values are never cleared by a failure.
 */
export class RegistrationForm {
  values: Record<string, string> = {};
  phone: PhoneValue = { country: '', digits: '' };
  terms = false;
  notify = false;
  betting = false;
  /** The player changed something (eager: an unchanged form cannot be sent). */
  dirty = false;
  submitted = false;
  termsBlocked = false;
  serverErrors: Record<string, RegistrationFieldError> = {};
  private readonly touched = new Set<string>();
  private readonly resetSinceSubmit = new Set<string>();

  constructor(private readonly strategy: () => ValidationStrategy) {
    makeAutoObservable<this, 'strategy'>(this, { strategy: false }, { autoBind: true });
  }

  value(name: string): string {
    return this.values[name] ?? '';
  }

  /** A value the form sets itself (defaults, resets after a country change): not a player's change. */
  preset(name: string, value: string): void {
    this.values[name] = value;
  }

  change(name: string, value: string): void {
    this.values[name] = value;
    this.changed(name);
  }

  changePhone(phone: PhoneValue, name: string): void {
    this.phone = phone;
    this.changed(name);
  }

  setTerms(checked: boolean): void {
    this.terms = checked;
    if (checked) this.termsBlocked = false;
    this.changed('terms');
  }

  setNotify(checked: boolean): void {
    this.notify = checked;
    this.dirty = true;
  }

  setBetting(betting: boolean): void {
    this.betting = betting;
    this.dirty = true;
  }

  /** Social sign-up pressed with the terms unchecked: the checkbox shows its error. */
  blockForTerms(): void {
    this.termsBlocked = true;
  }

  markSubmitted(): void {
    this.submitted = true;
    this.resetSinceSubmit.clear();
    this.serverErrors = {};
  }

  setServerErrors(errors: Record<string, RegistrationFieldError>): void {
    this.serverErrors = errors;
  }

  /** The problem to show for a field, given the rule failures of the whole form. */
  problem(name: string, ruleErrors: Readonly<Record<string, ValidationFailure>>): RegistrationProblem | undefined {
    const server = this.serverErrors[name];
    if (server) return { field: name, code: server.code, text: server.message };
    if (name === 'terms' && this.termsBlocked && !this.terms) return { key: 'uncheckedCheckbox' };
    const rule = ruleErrors[name];
    if (!rule || !this.showsRuleError(name)) return undefined;
    return rule.params ? { key: rule.key, params: rule.params } : { key: rule.key };
  }

  private showsRuleError(name: string): boolean {
    if (this.strategy() === 'eager') return this.submitted || this.touched.has(name);
    return this.submitted && !this.resetSinceSubmit.has(name);
  }

  private changed(name: string): void {
    this.dirty = true;
    delete this.serverErrors[name];
    const state = fieldStateOnChange(this.strategy());
    if (state.touched) this.touched.add(name);
    if (state.reset) this.resetSinceSubmit.add(name);
  }
}
