import { VerificationPort, type VerificationToken } from '@casino/domain/ports';
import { ContainerModule, inject, injectable } from 'inversify';
import { ApiClientToken, settle, toResult, type ApiClient } from './api-client.ts';

const toToken = (data: { token: string; expires_at: string }): VerificationToken => ({ token: data.token, expiresAt: data.expires_at });
const action = (externalActionId?: string) => (externalActionId ? { externalActionId } : {});

/** VerificationPort over `sumsub.createApplicant`, `sumsub.getAccessToken` and `account.setUserOnVerification`. */
@injectable()
export class ApiVerification implements VerificationPort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  async createApplicant(externalActionId?: string, signal?: AbortSignal) {
    return toResult(await settle(this.api.POST('/api/sumsub.createApplicant', { body: action(externalActionId), signal })), toToken);
  }

  async getAccessToken(externalActionId?: string, signal?: AbortSignal) {
    return toResult(await settle(this.api.POST('/api/sumsub.getAccessToken', { body: action(externalActionId), signal })), toToken);
  }

  async setUserOnVerification(signal?: AbortSignal) {
    return toResult(await settle(this.api.POST('/api/account.setUserOnVerification', { signal })), () => true as const);
  }
}

/** Identity verification (`VerificationPort`): the app binds it with the verification chunk. */
export function verificationAdaptersModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(VerificationPort).to(ApiVerification).inSingletonScope();
  });
}
