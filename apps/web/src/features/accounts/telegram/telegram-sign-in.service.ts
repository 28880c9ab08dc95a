import { AuthPort, LoggerPort } from '@casino/domain/ports';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { inject, injectable } from 'inversify';
import { firstServerFieldText } from '../../../shared/errors/server-error-text.ts';
import { Toasts } from '../../../shared/services/overlays.ts';
import { LinguiI18n } from '../../../shared/stores/locale.store.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { TelegramInitDataSource, telegramInitDataFields } from './telegram-init-data.ts';

export * from '../wiring.ts';

/** A failed messaging-app registration is told in a notification titled `popups.registration.wrongRegServerError`. */
const FAILURE_TITLE = msg({ id: 'popups.registration.wrongRegServerError', message: 'Registration through the messaging app failed' });
const FAILURE_FALLBACK = msg`Please try again later.`;

/**
 * Messaging-app auto-registration: a guest who opens the product inside Telegram is
 * registered (or signed in again) with the signed init data, once per page load. Loaded and resolved (autobind,
 * one instance) by the start hook in `telegram.module.ts` only inside the messaging app.
 */
@injectable('Singleton')
export class TelegramSignInService {
  private started = false;

  constructor(
    @inject(TelegramInitDataSource) private readonly source: TelegramInitDataSource,
    @inject(AuthPort) private readonly auth: AuthPort,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(Toasts) private readonly toasts: Toasts,
    @inject(LinguiI18n) private readonly i18n: I18n,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {}

  /** Runs after the session has loaded; a no-op outside Telegram, for players, and on a second call. */
  async run(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const initData = this.source();
    if (!initData || this.session.authenticated) return;
    const fields = telegramInitDataFields(initData);
    if (!fields) {
      this.logger.warn('messaging-app init data is not signed; ignored');
      return;
    }
    const result = await this.auth.registerWithTelegram(fields);
    if (result.ok) {
      this.session.setAccount(result.value);
      return;
    }
    await this.localeReady();
    // the server writes English whatever the page's language: a field error is said in the catalog's words for its
    // code (its own text only for a code we do not know), anything else gets our own "try again"
    const reason = firstServerFieldText(result.error);
    this.toasts.show({
      kind: 'error',
      title: this.i18n._(FAILURE_TITLE),
      description: !reason ? this.i18n._(FAILURE_FALLBACK) : 'text' in reason ? reason.text : this.i18n._(reason.message),
      duration: 0,
      type: 'register',
    });
  }

  /** Start-up activates the locale after the session loads; the notice waits for it so it is translated. */
  private localeReady(): Promise<void> {
    if (this.i18n.locale) return Promise.resolve();
    return new Promise((resolve) => {
      const off = this.i18n.on('change', () => {
        off();
        resolve();
      });
    });
  }
}

/** Loaded as a chunk (`ChunkLoader`): the sign-up's adapters come with it. */
