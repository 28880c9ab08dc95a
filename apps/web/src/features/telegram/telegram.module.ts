import { ContainerModule } from 'inversify';
import { when } from 'mobx';
import { SessionStore } from '../../app/stores/session.store.ts';
import { TelegramInitDataSource, readTelegramGlobal } from './telegram-init-data.ts';

/**
 * Messaging-app mini-app mode. Start hook: when start-up first resolves the session store, we wait for its
 * first load; only inside Telegram (init data present) is the auto-registration service loaded (its own chunk,
 * resolved with `autobind`) and run — guests only, the service checks.
 */
export function telegramModule(): ContainerModule {
  return new ContainerModule(({ bind, onActivation }) => {
    bind(TelegramInitDataSource).toConstantValue(readTelegramGlobal);
    onActivation(SessionStore, (context, session) => {
      void when(() => session.status === 'ready').then(async () => {
        if (!context.get<TelegramInitDataSource>(TelegramInitDataSource)()) return;
        const { TelegramSignInService } = await import('./telegram-sign-in.service.ts');
        await context.get(TelegramSignInService, { autobind: true }).run();
      });
      return session;
    });
  });
}
