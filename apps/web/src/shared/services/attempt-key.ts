import { createId } from '@casino/domain/shared';

/** Makes a fresh idempotency key; the kernel binds a crypto-backed one, tests a counter. */
export const IdempotencyKeySource = Symbol.for('IdempotencyKeySource');
export type IdempotencyKeySource = () => string;

// A crypto-backed source: idempotency keys must not repeat across players' browsers.
const cryptoRandom = () => globalThis.crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;
export const cryptoKeySource: IdempotencyKeySource = () => createId(cryptoRandom, 32);

/**
 * The idempotency key of the attempt in progress, for a one-shot action that is not idempotent by nature (a payment,
 * a purchase, a message). A retry of the same request (same method, amount and details) gets the same key, so the
 * backend answers it with the first effect instead of making a second one; any change to the request, or an answer
 * that settles it, starts a new attempt.
 */
export class AttemptKey {
  private current: { readonly key: string; readonly fingerprint: string } | null = null;

  constructor(private readonly source: IdempotencyKeySource) {}

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

/** Transport failures and server errors leave it open whether the action took effect: keep the key for the retry. */
export const isUnsettled = (failure: { readonly status: number; readonly type: string }): boolean =>
  failure.status === 0 || failure.status >= 500 || failure.type === 'MalformedResponse';
