import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { inject, injectable } from 'inversify';
import { AuthDialogService } from '../../shared/services/auth-dialog.service.ts';
import { LinguiI18n } from '../../shared/stores/locale.store.ts';

/** Opens the app's sign-in dialog for the sportsbook; resolves when it closes. */
export interface SportsbookSignIn {
  open(): Promise<unknown>;
}
export const SportsbookSignIn = Symbol.for('SportsbookSignIn');

const title = msg`Sign in`;

/** The sign-in dialog every other part of the app opens. */
@injectable()
export class DialogSportsbookSignIn implements SportsbookSignIn {
  constructor(
    @inject(AuthDialogService) private readonly auth: AuthDialogService,
    @inject(LinguiI18n) private readonly i18n: I18n,
  ) {}

  open(): Promise<unknown> {
    return this.auth.open('authorization', { title: this.i18n._(title) });
  }
}
