import type { ApiFailure } from '@casino/domain/ports';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { inject, injectable } from 'inversify';
import { AppNavigator } from '../../shared/services/navigator.ts';
import { Dialogs, PLAYER_ONLY } from '../../shared/services/overlays.ts';
import { CatalogRegistry, LinguiI18n, LocaleStore } from '../../shared/stores/locale.store.ts';
import { profileCatalog } from './profile-catalog.ts';

const TEXTS = {
  confirmEmailTitle: msg`Confirm your e-mail`,
  confirmEmailText: msg`Confirm your e-mail address first: we send you a code, and you enter it in your profile.`,
  fillProfileTitle: msg`Fill in your personal data`,
  fillProfileText: msg`We need your personal data first. It takes a minute in your profile.`,
  toProfile: msg`Go to my profile`,
  later: msg`Later`,
};

export type ProfilePrompt = 'confirmEmail' | 'fillProfile';

/** Which prompt a refusal asks for: an unconfirmed contact, or missing personal data. */
export function promptForFailure(error: Pick<ApiFailure, 'type'>): ProfilePrompt | null {
  if (error.type === 'UserNeedConfirmContactException') return 'confirmEmail';
  if (error.type === 'UserNeedProfileDataException' || error.type === 'KycUserProfileException') return 'fillProfile';
  return null;
}

/**
 * The confirm dialogs other features open when the backend wants something of the profile first ("confirm your
 * e-mail", "fill in your personal data"): agreeing leads to the profile's settings. Resolves whether the player went.
 */
@injectable()
export class ProfilePrompts {
  constructor(
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(AppNavigator) private readonly navigator: AppNavigator,
    @inject(LocaleStore) private readonly locale: LocaleStore,
    @inject(CatalogRegistry) private readonly catalogs: CatalogRegistry,
    @inject(LinguiI18n) private readonly i18n: I18n,
  ) {}

  async show(prompt: ProfilePrompt, options: { queued?: boolean } = {}): Promise<boolean> {
    await this.catalogs.addCatalog(profileCatalog);
    const t = (d: (typeof TEXTS)[keyof typeof TEXTS]) => this.i18n._(d);
    const email = prompt === 'confirmEmail';
    const agreed = await this.dialogs.confirm({
      scope: PLAYER_ONLY,
      title: t(email ? TEXTS.confirmEmailTitle : TEXTS.fillProfileTitle),
      content: t(email ? TEXTS.confirmEmailText : TEXTS.fillProfileText),
      agreeLabel: t(TEXTS.toProfile),
      rejectLabel: t(TEXTS.later),
      queued: options.queued ?? false,
    });
    if (agreed) this.navigator.navigate(this.locale.localize('/profile/settings'));
    return agreed;
  }

  /** Shows the prompt a refusal asks for; false when the refusal is about something else. */
  async showForFailure(error: Pick<ApiFailure, 'type'>): Promise<boolean> {
    const prompt = promptForFailure(error);
    return prompt ? this.show(prompt) : false;
  }
}
