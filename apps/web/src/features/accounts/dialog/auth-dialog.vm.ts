import {
  authPopupShowsBanner, authPopupShowsCharacter, readAuthBanner, readCharacterSelect, type SignInBanner,
} from '@casino/domain/auth';
import { authPopupShowsBreadcrumb, type AuthPopupMode } from '@casino/domain/routing';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { ContentStore } from '../../../shared/stores/content.store.ts';

/** The dialog's translated title per mode. */
export const AUTH_MODE_TITLES: Record<AuthPopupMode, MessageDescriptor> = {
  authorization: msg`Sign in`,
  registration: msg`Registration`,
  restore: msg`Password recovery`,
  twofa: msg`Two-factor authentication`,
  socialRegistration: msg`Complete your registration`,
};

/**
 * The sign-in / sign-up dialog: the current mode, switched by the panels inside the open
 * dialog; its title or breadcrumb; the side banner and the character illustration for the mode.
 */
@injectable()
export class AuthDialogViewModel {
  mode: AuthPopupMode = 'authorization';

  constructor(@inject(ContentStore) private readonly content: ContentStore) {
    makeAutoObservable<this, 'content'>(this, { content: false }, { autoBind: true });
  }

  navigate(mode: AuthPopupMode): void {
    this.mode = mode;
  }

  get title(): MessageDescriptor {
    return AUTH_MODE_TITLES[this.mode];
  }

  /** Restore and twofa show a breadcrumb back to authorization; the other modes a title. */
  get showsBreadcrumb(): boolean {
    return authPopupShowsBreadcrumb(this.mode);
  }

  get banner(): SignInBanner | undefined {
    return readAuthBanner(this.content.config.sections);
  }

  get showsBanner(): boolean {
    return authPopupShowsBanner(this.mode, { banner: this.banner !== undefined, characterSelect: readCharacterSelect(this.content.config.sections) });
  }

  get showsCharacter(): boolean {
    return authPopupShowsCharacter(this.mode);
  }
}
