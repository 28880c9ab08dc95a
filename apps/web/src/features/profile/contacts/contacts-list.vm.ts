import { LoggerPort, ProfilePort, type ContactType, type ProfileContact } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';

/**
 * The profile's saved contacts, loaded for a section: the e-mail and phone cards start from them, the newsletter
 * switches show them (and keep them in step with what the player switched).
 */
@injectable()
export class ContactsListViewModel {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  contacts: readonly ProfileContact[] = [];

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
      if (!result.ok) this.logger.warn('contacts failed', result.error);
      if (result.ok) this.contacts = result.value.contacts;
      this.status = result.ok ? 'ready' : 'failed';
    });
  }

  of(type: ContactType): ProfileContact | undefined {
    return this.contacts.find((c) => c.type === type);
  }

  /** A contact as the server now has it, after a change this page made (no reload). */
  update(type: ContactType, change: Partial<ProfileContact>): void {
    this.contacts = this.contacts.map((c) => (c.type === type ? { ...c, ...change } : c));
  }
}
