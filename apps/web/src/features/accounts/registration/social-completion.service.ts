import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import { AuthDialogService } from '../../../shared/services/auth-dialog.service.ts';
import { LinguiI18n } from '../../../shared/stores/locale.store.ts';
import type { SessionStore } from '../../../shared/stores/session.store.ts';

const TITLE = msg`Complete your registration`;

/**
 * Social registration: a signed-in player whose registration is incomplete gets the
 * non-closable completion form. Opens once per incomplete session; the form closes it when done.
 */
@injectable()
export class SocialCompletionService {
  private open = false;

  constructor(
    @inject(AuthDialogService) private readonly auth: AuthDialogService,
    @inject(LinguiI18n) private readonly i18n: I18n,
  ) {}

  /** Starts watching the session; returns the stop function. */
  watch(session: Pick<SessionStore, 'account' | 'authenticated'>): () => void {
    return reaction(
      () => session.authenticated && session.account?.isRegistrationCompleted === false,
      (incomplete) => {
        if (incomplete) void this.openDialog();
      },
      { fireImmediately: true },
    );
  }

  private async openDialog(): Promise<void> {
    if (this.open) return;
    this.open = true;
    // the session can arrive before the start locale is active: title the dialog in the player's language
    // (loading a catalog also says "change" before any locale is active: wait for the locale itself)
    if (!this.i18n.locale) {
      await new Promise<void>((resolve) => {
        const stop = this.i18n.on('change', () => {
          if (!this.i18n.locale) return;
          stop();
          resolve();
        });
      });
    }
    await this.auth.open('socialRegistration', { title: this.i18n._(TITLE), preventClose: true });
    this.open = false;
  }
}
