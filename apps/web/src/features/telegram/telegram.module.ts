import { ContainerModule } from 'inversify';
import { when } from 'mobx';
import { SessionStore } from '../../app/stores/session.store.ts';
import { TelegramInitDataSource, readTelegramGlobal } from './telegram-init-data.ts';
import { TelegramSignInService } from './telegram-sign-in.service.ts';

/**
 * Messaging-app mini-app mode. Start hook: when start-up first resolves the session store, we wait for its
 * first load and then run the auto-registration (guests only; the service checks).
 */
export function telegramModule(): ContainerModule {
  return new ContainerModule(({ bind, onActivation }) => {
    bind(TelegramInitDataSource).toConstantValue(readTelegramGlobal);
    bind(TelegramSignInService).toSelf().inSingletonScope();
    onActivation(SessionStore, (context, session) => {
      void when(() => session.status === 'ready').then(() => context.get(TelegramSignInService).run());
      return session;
    });
  });
}
