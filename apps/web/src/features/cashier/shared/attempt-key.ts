/** Makes a fresh idempotency key; the module binds a crypto-backed one, tests a counter. */
export const PaymentKeySource = Symbol.for('PaymentKeySource');
export type PaymentKeySource = () => string;

/**
 * The idempotency key of the attempt in progress. A retry of the same request (same method, amount and details)
 * gets the same key, so the backend answers it with the first charge instead of making a second one; any change to
 * the request, or an answer that settles it, starts a new attempt.
 */
export class AttemptKey {
  private current: { readonly key: string; readonly fingerprint: string } | null = null;

  constructor(private readonly source: PaymentKeySource) {}

  for(request: unknown): string {
    const fingerprint = JSON.stringify(request);
    if (this.current?.fingerprint !== fingerprint) this.current = { key: this.source(), fingerprint };
    return this.current.key;
  }

  /** The request got an answer that settles it (success or a refusal): the next submit is a new attempt. */
  settle(): void {
    this.current = null;
  }
}

/** Transport failures and server errors leave it open whether the money moved: keep the key for the retry. */
export const isUnsettled = (failure: { readonly status: number; readonly type: string }): boolean =>
  failure.status === 0 || failure.status >= 500 || failure.type === 'MalformedResponse';
