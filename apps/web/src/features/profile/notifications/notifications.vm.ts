import { LoggerPort, ProfilePort, type ContactType, type ProfileContact } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { failureNotice, type NoticeKind } from '../kit/notice-kind.ts';

/** Newsletter subscriptions per contact: each switch is saved as it is flipped, and flips back when refused. */
@injectable()
export class NotificationsViewModel {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  contacts: ProfileContact[] = [];
  pending: ContactType | null = null;
  notice: NoticeKind | null = null;

  constructor(
    @inject(ProfilePort) private readonly profile: ProfilePort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {
    makeAutoObservable<this, 'profile' | 'logger'>(this, { profile: false, logger: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    const result = await this.profile.getProfile();
    runInAction(() => {
      if (!result.ok) this.logger.warn('profile failed', result.error);
      this.contacts = result.ok ? [...result.value.contacts] : [];
      this.status = result.ok ? 'ready' : 'failed';
    });
  }

  async setSubscribed(type: ContactType, subscribed: boolean): Promise<boolean> {
    if (this.pending) return false;
    this.pending = type;
    this.notice = null;
    const result = await this.profile.changeSubscription(subscribed, type);
    return runInAction(() => {
      this.pending = null;
      if (!result.ok) {
        this.notice = failureNotice(result.error);
        return false;
      }
      this.contacts = this.contacts.map((c) => (c.type === type ? { ...c, isSubscribed: subscribed } : c));
      this.notice = 'saved';
      return true;
    });
  }
}
