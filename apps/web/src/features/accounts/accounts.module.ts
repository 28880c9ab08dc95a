import { hasMessagingAppLaunchParams } from '@casino/domain';
import { LocalStoragePort, LoggerPort } from '@casino/domain/ports';
import { ContainerModule } from 'inversify';
import { when } from 'mobx';
import { ChunkLoader } from '../../shared/di/lazy-chunk.ts';
import { AuthDialogRenderer } from '../../shared/services/auth-dialog.service.ts';
import { StartupContribution } from '../../shared/startup/startup-contribution.ts';
import { ContentStore } from '../../shared/stores/content.store.ts';
import { SessionStore } from '../../shared/stores/session.store.ts';
import { renderAuthDialog } from './dialog/render-auth-dialog.tsx';
import { capturePromoCode } from './registration/promo-code-capture.ts';
import { SocialReturnService } from './social/social-return.service.ts';
import { SocialWindow, browserSocialWindow } from './social/social-window.ts';
import { TelegramInitDataSource, readTelegramGlobal } from './telegram/telegram-init-data.ts';

/**
 * What the accounts feature binds at start-up: the dialog renderer (its body, forms and their view-models load with
 * the dialog's chunk), the social-return and completion services, and its start-up jobs. Everything else of
 * sign-in, registration and the embedded forms arrives with the lazy chunks that list their own modules.
 */
export function accountsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(AuthDialogRenderer).toConstantValue(renderAuthDialog);
    bind(SocialWindow).toDynamicValue(() => browserSocialWindow()).inSingletonScope();
    bind(SocialReturnService).toSelf().inSingletonScope();
    bind(TelegramInitDataSource).toConstantValue(readTelegramGlobal);

    bind<StartupContribution>(StartupContribution).toDynamicValue((context) => ({
      name: 'promo-code',
      run: () => capturePromoCode(globalThis.location?.search ?? '', context.get<LocalStoragePort>(LocalStoragePort)),
    }));
    bind<StartupContribution>(StartupContribution).toDynamicValue((context) => ({
      name: 'social-return',
      run: () => void context.get(SocialReturnService).handleReturn(),
    }));
    bind<StartupContribution>(StartupContribution).toDynamicValue((context) => ({
      name: 'social-completion',
      // its code loads only for a player whose social registration is incomplete (rare), not with every page
      run: async () => {
        const session = context.get(SessionStore);
        await when(() => session.authenticated && session.account?.isRegistrationCompleted === false);
        const { SocialCompletionService } = await import('./registration/social-completion.service.ts');
        context.get(SocialCompletionService, { autobind: true }).watch(session);
      },
    }));
    bind<StartupContribution>(StartupContribution).toDynamicValue((context) => ({
      name: 'telegram',
      // only inside the messaging app (launch parameters present) do its script and the sign-up service's chunk load
      run: async () => {
        const session = context.get(SessionStore);
        await when(() => session.status === 'ready');
        if (hasMessagingAppLaunchParams(globalThis.location)) {
          await import('./telegram/telegram-web-app.loader.ts')
            .then(({ startMessagingApp }) => startMessagingApp(context.get(ContentStore)))
            .catch((error: unknown) => context.get<LoggerPort>(LoggerPort).warn('messaging app script failed', error));
        }
        if (!context.get<TelegramInitDataSource>(TelegramInitDataSource)()) return;
        const { TelegramSignInService } = await context.get<ChunkLoader>(ChunkLoader)(() => import('./telegram/telegram-sign-in.service.ts'));
        await context.get(TelegramSignInService, { autobind: true }).run();
      },
    }));
  });
}
