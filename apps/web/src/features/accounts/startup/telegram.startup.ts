import { hasMessagingAppLaunchParams } from '@casino/domain/support';
import { LoggerPort } from '@casino/domain/ports';
import { WithChunk } from '../../../shared/di/lazy-chunk.ts';
import { scopedStartup } from '../../../shared/startup/scoped.startup.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { TelegramInitDataSource } from '../telegram/telegram-init-data.ts';

const webAppChunk = () => import('../telegram/telegram-web-app.loader.ts');
const signInChunk = () => import('../telegram/telegram-sign-in.service.ts');

/**
 * Inside the messaging app, a guest is signed up automatically: only there (launch parameters present) do its
 * script and the sign-up's chunk load. Stopping ends the wait for the session and keeps a sign-up from starting;
 * the messaging app's own script, once started, stays with the page.
 */
export const TelegramStartup = scopedStartup(
  'telegram',
  [SessionStore, TelegramInitDataSource, WithChunk, LoggerPort],
  async (scope, session: SessionStore, initData: TelegramInitDataSource, withChunk: WithChunk, logger: LoggerPort) => {
    if (!(await scope.until(() => session.status === 'ready'))) return;
    if (hasMessagingAppLaunchParams(globalThis.location)) {
      await withChunk(webAppChunk, (chunk, get) => get(chunk.MessagingAppService).start()).catch((error: unknown) => logger.warn('messaging app script failed', error));
    }
    if (!scope.active || !initData()) return;
    const signIn = await withChunk(signInChunk, (chunk, get) => get(chunk.TelegramSignInService));
    if (scope.active) await signIn.run();
  },
);
