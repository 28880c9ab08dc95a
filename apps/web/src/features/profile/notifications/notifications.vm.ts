import { ProfilePort, type ContactType } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ContactsListViewModel } from '../contacts/contacts-list.vm.ts';
import { failureNotice, type NoticeKind } from '../kit/notice-kind.ts';

/** Newsletter subscriptions per contact: each switch is saved as it is flipped, and flips back when refused. */
@injectable()
export class NotificationsViewModel {
  pending: ContactType | null = null;
  notice: NoticeKind | null = null;

  constructor(
    @inject(ProfilePort) private readonly profile: ProfilePort,
    /** The contacts the switches stand for, with their load state (`list.load()`). */
    @inject(ContactsListViewModel) readonly list: ContactsListViewModel,
  ) {
    makeAutoObservable<this, 'profile'>(this, { profile: false, list: false }, { autoBind: true });
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
      this.list.update(type, { isSubscribed: subscribed });
      this.notice = 'saved';
      return true;
    });
  }
}
