import type { Schema } from '@casino/sdk';
import { AuthPort, type RegistrationBody, type SignInOutcome, type TelegramInitData } from '@casino/domain';
import { inject, injectable } from 'inversify';
import { toAccountInfo } from './account.adapter.ts';
import { ApiClientToken, attempt, type ApiClient } from './api-client.ts';

type LoginAnswerDto = Schema<'LoginAnswer'>;

export const toSignInOutcome = (dto: LoginAnswerDto): SignInOutcome =>
  dto.status === 'ALREADY_ENABLED'
    ? { kind: 'twoFactor', state: { login: dto.payload.login, password: dto.payload.password, resend_time: dto.payload.resend_time } }
    : { kind: 'signedIn', account: toAccountInfo(dto.payload) };

/** AuthPort over `/api/auth.login`, `/api/auth.restore` and `/api/auth.register`. */
@injectable()
export class ApiAuth implements AuthPort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  signIn(request: { readonly login: string; readonly password: string; readonly code?: string }) {
    return attempt(this.api.POST('/api/auth.login', { body: { ...request } }), toSignInOutcome);
  }

  requestRestoreCode(login: string) {
    return attempt(this.api.POST('/api/auth.restore', { body: { login } }), (dto) => ({ resendTime: dto.resend_time ?? 60 }));
  }

  resetPassword(request: { readonly login: string; readonly code: string; readonly password: string }) {
    return attempt(
      this.api.POST('/api/auth.restore', { body: { login: request.login, code: request.code, password: request.password, password_repeat: request.password } }),
      () => true as const,
    );
  }

  register(body: RegistrationBody) {
    return attempt(this.api.POST('/api/auth.register', { body: { ...body } as Schema<'RegistrationRequest'> }), toAccountInfo);
  }

  registerWithTelegram(initData: TelegramInitData) {
    const body = { ...initData, is_tg: '1' } as Schema<'TelegramRegistrationRequest'>;
    return attempt(this.api.POST('/api/auth.register', { body }), toAccountInfo);
  }
}
