import { datesIn } from '@casino/domain/format';
import type { ActiveExclusion } from '@casino/domain/responsible-gaming';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { inject, injectable } from 'inversify';
import { AppNavigator } from '../../../shared/services/navigator.ts';
import { Toasts } from '../../../shared/services/overlays.ts';
import { LinguiI18n, LocaleStore } from '../../../shared/stores/locale.store.ts';
import { PromotionStore } from '../../../shared/stores/promotion.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';

const texts = {
  title: msg`Your break has started`,
  permanent: msg`You are excluded from play permanently.`,
  unknownEnd: msg`You can sign in again when the period you chose ends.`,
};

/**
 * What follows a time-out or self-exclusion: the server has already ended every session; this tab becomes a guest
 * on the index (announcing the reason, so the other tabs sign out with a notice too) and says until when (`null`:
 * an earlier try that timed out started it, and its end is not known here). This browser keeps the break's end, so
 * the guest the player becomes sees no promotion until it is over.
 */
@injectable()
export class ExclusionSignOut {
  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(AppNavigator) private readonly navigator: AppNavigator,
    @inject(LocaleStore) private readonly locale: LocaleStore,
    @inject(Toasts) private readonly toasts: Toasts,
    @inject(LinguiI18n) private readonly i18n: I18n,
    @inject(PromotionStore) private readonly promotion: PromotionStore,
  ) {}

  async complete(exclusion: ActiveExclusion | null): Promise<void> {
    this.promotion.breakStarted(exclusion);
    await this.session.logout('excluded');
    this.navigator.navigate(this.locale.localize('/'));
    this.toasts.show({ kind: 'info', title: this.i18n._(texts.title), description: this.describe(exclusion), duration: 0, type: 'profile' });
  }

  private describe(exclusion: ActiveExclusion | null): string {
    if (exclusion === null) return this.i18n._(texts.unknownEnd);
    if (exclusion.until === null) return this.i18n._(texts.permanent);
    const until = datesIn(this.i18n.locale).dateTime(exclusion.until);
    return this.i18n._(msg`You can sign in again after ${until}.`);
  }
}
