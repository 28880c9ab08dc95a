import {
  EMPTY_FEEDBACK, feedbackRequest, validateFeedback, type FeedbackDraft, type FeedbackErrors, type FeedbackField,
  type FeedbackProblem,
} from '@casino/domain/support';
import { SupportPort, type ApiFailure } from '@casino/domain/ports';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AttemptKey, IdempotencyKeySource, isUnsettled } from '../../../shared/services/attempt-key.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';

export type FeedbackOutcome = 'sent' | 'invalid' | 'failed' | 'busy';

const PROBLEMS: Record<FeedbackProblem, MessageDescriptor> = {
  required: msg`Please fill in this field`,
  email: msg`Enter a valid e-mail address`,
  tooLong: msg`This text is too long`,
};
const SERVER_REFUSED = msg`Please check this field`;

const FIELDS: readonly FeedbackField[] = ['name', 'email', 'subject', 'message'];

/**
 * The support form: validated before sending, sent once (a second press while sending does nothing), and the
 * player's text kept on any failure so nothing typed is lost.
 */
@injectable()
export class FeedbackViewModel {
  draft: FeedbackDraft = EMPTY_FEEDBACK;
  status: 'idle' | 'sending' | 'sent' = 'idle';
  /** Why the last send failed when it was not the player's input: shown above the form. */
  failure: 'unavailable' | 'rejected' | null = null;
  private problems: FeedbackErrors = {};
  private serverProblems: Partial<Record<FeedbackField, MessageDescriptor>> = {};
  private attempted = false;
  private readonly attempt: AttemptKey;

  constructor(
    @inject(SupportPort) private readonly support: SupportPort,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(IdempotencyKeySource) keys: IdempotencyKeySource,
  ) {
    this.attempt = new AttemptKey(keys);
    makeAutoObservable<this, 'support' | 'session' | 'attempt'>(this, { support: false, session: false, attempt: false }, { autoBind: true });
  }

  /** Signed-in players may leave the e-mail empty: the backend answers to the account's address. */
  get emailRequired(): boolean {
    return !this.session.authenticated;
  }

  get sending(): boolean {
    return this.status === 'sending';
  }

  /** A message per field: our own check first, else what the server refused. */
  get errors(): Partial<Record<FeedbackField, MessageDescriptor>> {
    const out: Partial<Record<FeedbackField, MessageDescriptor>> = {};
    for (const field of FIELDS) {
      const problem = this.problems[field];
      const server = this.serverProblems[field];
      if (problem) out[field] = PROBLEMS[problem];
      else if (server) out[field] = server;
    }
    return out;
  }

  set(field: FeedbackField, value: string): void {
    this.draft = { ...this.draft, [field]: value };
    delete this.serverProblems[field];
    // errors appear after the first attempt and then follow the typing, so they clear as soon as they are fixed
    if (this.attempted) this.problems = validateFeedback(this.draft, { authenticated: this.session.authenticated });
  }

  async submit(): Promise<FeedbackOutcome> {
    if (this.status !== 'idle') return 'busy';
    this.attempted = true;
    this.failure = null;
    this.problems = validateFeedback(this.draft, { authenticated: this.session.authenticated });
    if (Object.keys(this.problems).length > 0) return 'invalid';
    this.status = 'sending';
    const request = feedbackRequest(this.draft);
    // a retry of the same text after no answer or a server error keeps the key: the server stores it at most once
    const result = await this.support.sendFeedback(request, this.attempt.for(request));
    if (result.ok || !isUnsettled(result.error)) this.attempt.settle();
    return runInAction(() => {
      if (result.ok) {
        this.status = 'sent';
        return 'sent';
      }
      this.status = 'idle';
      return this.fail(result.error);
    });
  }

  /** After a sent message: an empty form for the next one, keeping who the player is. */
  writeAnother(): void {
    this.draft = { ...EMPTY_FEEDBACK, name: this.draft.name, email: this.draft.email };
    this.status = 'idle';
    this.attempted = false;
    this.problems = {};
  }

  private fail(error: ApiFailure): FeedbackOutcome {
    const fieldMessages = Object.entries(error.fieldErrors).filter(([field]) => (FIELDS as readonly string[]).includes(field));
    if (fieldMessages.length > 0) {
      // the server's own wording is English-only; its code picks our translated message
      this.serverProblems = Object.fromEntries(
        fieldMessages.map(([field, list]) => [field, list[0]?.code === 'required' ? PROBLEMS.required : field === 'email' ? PROBLEMS.email : SERVER_REFUSED]),
      );
      return 'invalid';
    }
    this.failure = error.status === 0 || error.status >= 500 || error.type === 'MalformedResponse' ? 'unavailable' : 'rejected';
    return 'failed';
  }
}
