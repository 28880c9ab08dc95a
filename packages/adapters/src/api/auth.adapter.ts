import type { Schema } from '@casino/sdk';
import { AuthPort, err, ok, type RegistrationBody, type SignInOutcome, type TelegramInitData } from '@casino/domain';
import { inject, injectable } from 'inversify';
import { toAccountInfo } from './account.adapter.ts';
import { ApiClientToken, settle, toApiFailure, type ApiClient } from './api-client.ts';

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
    const { data, error } = await settle(this.api.POST('/api/auth.login', { body: { ...request }, signal }));
    return error ? err(toApiFailure(error)) : ok(toSignInOutcome(data));
  }

  async requestRestoreCode(login: string, signal?: AbortSignal) {
    const { data, error } = await settle(this.api.POST('/api/auth.restore', { body: { login }, signal }));
    return error ? err(toApiFailure(error)) : ok({ resendTime: data.resend_time ?? 60 });
  }

  async resetPassword(request: { readonly login: string; readonly code: string; readonly password: string }, signal?: AbortSignal) {
    const body = { login: request.login, code: request.code, password: request.password, password_repeat: request.password };
    const { error } = await settle(this.api.POST('/api/auth.restore', { body, signal }));
    return error ? err(toApiFailure(error)) : ok(true as const);
  }

  async register(body: RegistrationBody, signal?: AbortSignal) {
    const { data, error } = await settle(this.api.POST('/api/auth.register', { body: { ...body } as Schema<'RegistrationRequest'>, signal }));
    return error ? err(toApiFailure(error)) : ok(toAccountInfo(data));
  }

  async registerWithTelegram(initData: TelegramInitData, signal?: AbortSignal) {
    const body = { ...initData, is_tg: '1' } as Schema<'TelegramRegistrationRequest'>;
    const { data, error } = await settle(this.api.POST('/api/auth.register', { body, signal }));
    return error ? err(toApiFailure(error)) : ok(toAccountInfo(data));
  }
}
