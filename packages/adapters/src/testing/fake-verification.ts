import { ok } from '@casino/domain/shared';
import type { ApiResult, VerificationPort, VerificationToken } from '@casino/domain/ports';

/** A VerificationPort whose answers tests set; every call is recorded, and a gate holds answers back. */
export class FakeVerificationPort implements VerificationPort {
  createResult: ApiResult<VerificationToken> = ok({ token: 'token-1', expiresAt: '2030-01-01T00:00:00Z' });
  tokenResult: ApiResult<VerificationToken> = ok({ token: 'token-2', expiresAt: '2030-01-01T01:00:00Z' });
  onVerificationResult: ApiResult<true> = ok(true);
  /** When set, calls wait for it before answering (to observe pending states and double submits). */
  gate: Promise<void> | null = null;
  readonly calls: { readonly method: string; readonly args: unknown }[] = [];

  private async answer<T>(method: string, args: unknown, result: () => T): Promise<T> {
    this.calls.push({ method, args });
    if (this.gate) await this.gate;
    return result();
  }
  createApplicant(externalActionId?: string) {
    return this.answer('createApplicant', externalActionId, () => this.createResult);
  }
  getAccessToken(externalActionId?: string) {
    return this.answer('getAccessToken', externalActionId, () => this.tokenResult);
  }
  setUserOnVerification() {
    return this.answer('setUserOnVerification', undefined, () => this.onVerificationResult);
  }
  callsOf(method: string): unknown[] {
    return this.calls.filter((c) => c.method === method).map((c) => c.args);
  }
}
