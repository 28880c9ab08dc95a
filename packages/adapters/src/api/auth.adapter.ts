import type { Schema } from '@casino/sdk';
import { AuthPort, type RegistrationBody, type SignInOutcome, type TelegramInitData } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { toAccountInfo } from './account.adapter.ts';
import { ApiClientToken, settle, toResult, type ApiClient } from './api-client.ts';

type LoginAnswerDto = Schema<'LoginAnswer'>;

export const toSignInOutcome = (dto: LoginAnswerDto): SignInOutcome =>
  dto.status === 'ALREADY_ENABLED'
    ? { kind: 'twoFactor', state: { login: dto.payload.login, password: dto.payload.password, resend_time: dto.payload.resend_time } }
    : { kind: 'signedIn', account: toAccountInfo(dto.payload) };

/** AuthPort over `/api/auth.login`, `/api/auth.restore` and `/api/auth.register`. */
@injectable()
export class ApiAuth implements AuthPort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  async signIn(request: { readonly login: string; readonly password: string; readonly code?: string }, signal?: AbortSignal) {
    return toResult(await settle(this.api.POST('/api/auth.login', { body: { ...request }, signal })), (data) => toSignInOutcome(data));
  }

  async requestRestoreCode(login: string, signal?: AbortSignal) {
    return toResult(await settle(this.api.POST('/api/auth.restore', { body: { login }, signal })), (data) => ({ resendTime: data.resend_time ?? 60 }));
  }

  async resetPassword(request: { readonly login: string; readonly code: string; readonly password: string }, signal?: AbortSignal) {
    const body = { login: request.login, code: request.code, password: request.password, password_repeat: request.password };
    return toResult(await settle(this.api.POST('/api/auth.restore', { body, signal })), () => true as const);
  }

  async register(body: RegistrationBody, signal?: AbortSignal) {
    return toResult(await settle(this.api.POST('/api/auth.register', { body: { ...body } as Schema<'RegistrationRequest'>, signal })), (data) => toAccountInfo(data));
  }

  async registerWithTelegram(initData: TelegramInitData, signal?: AbortSignal) {
    const body = { ...initData, is_tg: '1' } as Schema<'TelegramRegistrationRequest'>;
    return toResult(await settle(this.api.POST('/api/auth.register', { body, signal })), (data) => toAccountInfo(data));
  }
}
