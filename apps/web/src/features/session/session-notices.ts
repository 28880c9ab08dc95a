import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { inject, injectable } from 'inversify';
import { HintBanners } from '../../shared/services/hint-banners.ts';
import { Toasts } from '../../shared/services/overlays.ts';
import { LinguiI18n } from '../../shared/stores/locale.store.ts';

/** Texts of the session feature that services show (dialog titles, toasts), translated when shown. */
export const sessionTexts = {
  warningTitle: msg`Are you still there?`,
  signedOutTitle: msg`You were signed out`,
  signedOutDescription: msg`For your security we sign you out after a period of inactivity.`,
  registrationHintTitle: msg`Welcome aboard!`,
  registrationHintDescription: msg`Make your first deposit in the cashier to start playing for real.`,
  confirmEmailTitle: msg`Please confirm your e-mail`,
  confirmPhoneTitle: msg`Please confirm your phone number`,
  confirmDescription: msg`You can do it in your profile settings. It keeps your account safe.`,
  excludedTitle: msg`Your break has started`,
  excludedDescription: msg`You were signed out in every tab. You can sign in again when the period you chose ends.`,
  sessionLimitTitle: msg`Your session time limit was reached`,
  sessionLimitDescription: msg`You were signed out in every tab. You can sign in again after a one-hour break.`,
  makeDeposit: msg`Make a deposit`,
  confirmNow: msg`Confirm now`,
  dismissHint: msg`Dismiss`,
} satisfies Record<string, MessageDescriptor>;

/** Shows the session feature's toasts: the registration and confirm-contacts hints (kinds register and confirm). */
@injectable()
export class SessionNotices {
  constructor(
    @inject(Toasts) private readonly toasts: Toasts,
    @inject(LinguiI18n) private readonly i18n: I18n,
    @inject(HintBanners) private readonly banners: HintBanners,
  ) {}

  text(descriptor: MessageDescriptor): string {
    return this.i18n._(descriptor);
  }

  /** After an inactivity logout (here or in another tab): stays until closed, the player was away. */
  signedOutForInactivity(): void {
    this.toasts.show({ kind: 'info', title: this.text(sessionTexts.signedOutTitle), description: this.text(sessionTexts.signedOutDescription), duration: 0, type: 'profile' });
  }

  /** After a time-out or self-exclusion started in another tab: stays until closed, so the player sees why. */
  signedOutForExclusion(): void {
    this.toasts.show({ kind: 'info', title: this.text(sessionTexts.excludedTitle), description: this.text(sessionTexts.excludedDescription), duration: 0, type: 'profile' });
  }

  /** After the session time limit signed the player out in another tab. */
  signedOutForSessionLimit(): void {
    this.toasts.show({ kind: 'info', title: this.text(sessionTexts.sessionLimitTitle), description: this.text(sessionTexts.sessionLimitDescription), duration: 0, type: 'profile' });
  }

  /** A banner that stays until dismissed or done (`HintBannersView`), not a toast that would vanish. */
  registrationHint(): void {
    this.banners.show('registration');
  }

  confirmContactsHint(contact: 'email' | 'phone'): void {
    this.banners.show(contact === 'email' ? 'confirmEmail' : 'confirmPhone');
  }
}
