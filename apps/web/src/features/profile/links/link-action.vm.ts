import { ProfilePort, type ApiResult, type ContactType } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { isTooMany, isUnavailable } from '../../../shared/forms/unavailable.ts';

export type LinkActionStatus = 'idle' | 'pending' | 'done' | 'invalid' | 'signedOut' | 'unavailable' | 'busy';

/**
 * What an e-mail link asks for, done once when its page opens: unsubscribe (the link's hash names the player), or
 * confirm the e-mail with the code the link carries (the player must be signed in).
 */
@injectable()
export class LinkActionViewModel {
  status: LinkActionStatus = 'idle';

  constructor(@inject(ProfilePort) private readonly profile: ProfilePort) {
    makeAutoObservable<this, 'profile'>(this, { profile: false }, { autoBind: true });
  }

  unsubscribe(hash: string | null): Promise<LinkActionStatus> {
    return this.run(() => this.profile.unsubscribe(hash ?? undefined));
  }

  /** A link without a usable code is invalid without asking the server. */
  confirm(type: string | null, code: string | null): Promise<LinkActionStatus> {
    const contactType: ContactType = type === 'phone' ? 'phone' : 'email';
    if (!code || !/^\d{6}$/.test(code)) {
      this.status = 'invalid';
      return Promise.resolve(this.status);
    }
    return this.run(() => this.profile.confirmContact(contactType, code));
  }

  private async run(call: () => Promise<ApiResult<true>>): Promise<LinkActionStatus> {
    if (this.status !== 'idle' && this.status !== 'unavailable' && this.status !== 'busy') return this.status;
    this.status = 'pending';
    const result = await call();
    return runInAction(() => {
      if (result.ok) this.status = 'done';
      else if (result.error.type === 'AuthorizationException') this.status = 'signedOut';
      else this.status = isTooMany(result.error) ? 'busy' : isUnavailable(result.error) ? 'unavailable' : 'invalid';
      return this.status;
    });
  }
}
