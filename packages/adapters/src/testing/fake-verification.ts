import { ok } from '@casino/domain/shared';
import type { ApiResult, VerificationPort, VerificationToken } from '@casino/domain/ports';
import { RecordingFake } from './recording-fake.ts';

/** A VerificationPort whose answers tests set; every call is recorded, and a gate holds answers back. */
export class FakeVerificationPort extends RecordingFake implements VerificationPort {
  createResult: ApiResult<VerificationToken> = ok({ token: 'token-1', expiresAt: '2030-01-01T00:00:00Z' });
  tokenResult: ApiResult<VerificationToken> = ok({ token: 'token-2', expiresAt: '2030-01-01T01:00:00Z' });
  onVerificationResult: ApiResult<true> = ok(true);
  createApplicant(externalActionId?: string) {
    return this.answer('createApplicant', externalActionId, () => this.createResult);
  }
  getAccessToken(externalActionId?: string) {
    return this.answer('getAccessToken', externalActionId, () => this.tokenResult);
  }
  setUserOnVerification() {
    return this.answer('setUserOnVerification', undefined, () => this.onVerificationResult);
  }
}
