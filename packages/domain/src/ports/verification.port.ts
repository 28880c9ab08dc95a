import type { ApiResult } from './account.port';

/** An access token of the identity-verification provider. */
export interface VerificationToken {
  readonly token: string;
  readonly expiresAt: string;
}

/** The player's identity-verification calls (`sumsub.*` and `account.setUserOnVerification`). */
export interface VerificationPort {
  /** Creates the player's applicant (once; later calls answer the same one) and answers a token. */
  createApplicant(externalActionId?: string, signal?: AbortSignal): Promise<ApiResult<VerificationToken>>;
  /** A fresh token for the existing applicant (the provider's frame asks for one when the last expired). */
  getAccessToken(externalActionId?: string, signal?: AbortSignal): Promise<ApiResult<VerificationToken>>;
  /** Marks the player's documents as sent for review. */
  setUserOnVerification(signal?: AbortSignal): Promise<ApiResult<true>>;
}
export const VerificationPort = Symbol.for('VerificationPort');
