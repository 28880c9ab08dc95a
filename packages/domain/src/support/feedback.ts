import { EMAIL_PATTERN } from '../validation/contact';

/** What a player writes in the support form. Guests must leave an e-mail so support can answer them. */
export interface FeedbackDraft {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
}

export type FeedbackField = keyof FeedbackDraft;
export type FeedbackProblem = 'required' | 'email' | 'tooLong';
export type FeedbackErrors = Partial<Record<FeedbackField, FeedbackProblem>>;

/** Limits the backend enforces; checked here first so a long text is not lost to a server refusal. */
export const FEEDBACK_LIMITS: Readonly<Record<FeedbackField, number>> = { name: 100, email: 200, subject: 200, message: 5000 };

export const EMPTY_FEEDBACK: FeedbackDraft = { name: '', email: '', subject: '', message: '' };

/** Problems of a draft: the message is always required; the e-mail only for guests, but must be valid when given. */
export function validateFeedback(draft: FeedbackDraft, options: { readonly authenticated: boolean }): FeedbackErrors {
  const errors: { -readonly [K in FeedbackField]?: FeedbackProblem } = {};
  for (const field of Object.keys(FEEDBACK_LIMITS) as FeedbackField[]) {
    if (draft[field].trim().length > FEEDBACK_LIMITS[field]) errors[field] = 'tooLong';
  }
  if (!draft.message.trim()) errors.message = 'required';
  const email = draft.email.trim();
  if (!email && !options.authenticated) errors.email = 'required';
  else if (email && !errors.email && !EMAIL_PATTERN.test(email)) errors.email = 'email';
  return errors;
}

/** The request sent: trimmed, empty optional fields left out. */
export function feedbackRequest(draft: FeedbackDraft): FeedbackRequest {
  const pick = (value: string) => (value.trim() ? value.trim() : undefined);
  return { message: draft.message.trim(), name: pick(draft.name), email: pick(draft.email), subject: pick(draft.subject) };
}

export interface FeedbackRequest {
  readonly message: string;
  readonly name?: string | undefined;
  readonly email?: string | undefined;
  readonly subject?: string | undefined;
}
