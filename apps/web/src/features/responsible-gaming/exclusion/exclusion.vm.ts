import {
  exclusionEnd, exclusionPeriodIds, type ActiveExclusion, type ExclusionKind, type ExclusionPeriodId,
} from '@casino/domain/responsible-gaming';
import { isBlank } from '@casino/domain/validation';
import { ResponsibleGamingPort } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { isUnsettled } from '../../../shared/services/attempt-key.ts';

/**
 * What came of a request: excluded (the server has ended every session); excluded by an earlier try whose answer
 * never came (the retry found the session ended, so the break's end is not known here); or nothing yet (the form
 * says why).
 */
export type ExclusionOutcome =
  | { readonly kind: 'excluded'; readonly exclusion: ActiveExclusion }
  | { readonly kind: 'excludedEarlier' }
  | { readonly kind: 'none' };

export type ExclusionProblem = 'passwordRequired' | 'wrongPassword' | 'confirmRequired' | 'unavailable' | 'failed';

/**
 * A time-out or a self-exclusion: the kind, the period, the password, and an explicit "I understand" for a
 * self-exclusion (it cannot be ended early). Nothing else is asked: no identity check may stand between a player
 * and a break.
 */
@injectable()
export class ExclusionViewModel {
  kind: ExclusionKind;
  period: ExclusionPeriodId;
  password = '';
  understood = false;
  pending = false;
  problem: ExclusionProblem | null = null;
  /** The last request got no answer (a timeout, a server error): the server may have started the break with it. */
  private unanswered = false;

  constructor(@inject(ResponsibleGamingPort) private readonly port: ResponsibleGamingPort) {
    this.kind = 'timeout';
    this.period = exclusionPeriodIds('timeout')[0]!;
    makeAutoObservable<this, 'port' | 'unanswered'>(this, { port: false, unanswered: false }, { autoBind: true });
  }

  /** Starts the form for one kind (the page has a section for each). */
  start(kind: ExclusionKind): this {
    this.kind = kind;
    this.period = exclusionPeriodIds(kind)[0]!;
    return this;
  }

  get periods(): readonly ExclusionPeriodId[] {
    return exclusionPeriodIds(this.kind);
  }

  setPeriod(period: ExclusionPeriodId): void {
    if (this.periods.includes(period)) this.period = period;
  }

  setPassword(value: string): void {
    this.password = value;
    this.problem = null;
  }

  setUnderstood(value: boolean): void {
    this.understood = value;
    this.problem = null;
  }

  /** When the chosen period would end if it started at `now` (null: permanent), to show before confirming. */
  endsAt(now: number): number | null {
    return exclusionEnd(this.kind, this.period, now) ?? null;
  }

  async submit(): Promise<ExclusionOutcome> {
    if (this.pending) return { kind: 'none' };
    if (isBlank(this.password)) return this.fail('passwordRequired');
    if (this.kind === 'exclusion' && !this.understood) return this.fail('confirmRequired');
    this.pending = true;
    this.problem = null;
    const result = await this.port.selfExclude({ kind: this.kind, period: this.period, password: this.password });
    return runInAction((): ExclusionOutcome => {
      const retried = this.unanswered;
      this.pending = false;
      this.password = '';
      this.unanswered = !result.ok && isUnsettled(result.error);
      if (result.ok) return { kind: 'excluded', exclusion: result.value };
      const error = result.error;
      // the earlier try was booked after all: it ended every session, so the retry arrives as a guest's call
      if (retried && error.type === 'AuthorizationException') return { kind: 'excludedEarlier' };
      return this.fail(error.fieldErrors.password ? 'wrongPassword' : error.status === 0 || error.status >= 500 ? 'unavailable' : 'failed');
    });
  }

  private fail(problem: ExclusionProblem): ExclusionOutcome {
    this.problem = problem;
    return { kind: 'none' };
  }
}
