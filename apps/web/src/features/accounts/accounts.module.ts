import { ContainerModule } from 'inversify';
import { AuthDialogRenderer } from '../../shared/services/auth-dialog.service.ts';
import { StartupContribution } from '../../shared/startup/startup-contribution.ts';
import { renderAuthDialog } from './dialog/render-auth-dialog.tsx';
import { SocialReturnService } from './social/social-return.service.ts';
import { SocialWindow, browserSocialWindow } from './social/social-window.ts';
import { PromoCodeStartup } from './startup/promo-code.startup.ts';
import { SocialCompletionStartup } from './startup/social-completion.startup.ts';
import { SocialReturnStartup } from './startup/social-return.startup.ts';
import { TelegramStartup } from './startup/telegram.startup.ts';
import { TelegramInitDataSource, readTelegramGlobal } from './telegram/telegram-init-data.ts';

/**
 * What the accounts feature binds at start-up: the dialog renderer (its body, forms and their view-models load with
 * the dialog's chunk), the social-return service, and its start-up jobs (`startup/*.startup.ts`). Everything else of
 * sign-in, registration and the embedded forms arrives with the lazy chunks that list their own modules.
 */
export function accountsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(AuthDialogRenderer).toConstantValue(renderAuthDialog);
    bind(SocialWindow).toDynamicValue(() => browserSocialWindow()).inSingletonScope();
    bind(SocialReturnService).toSelf().inSingletonScope();
    bind(TelegramInitDataSource).toConstantValue(readTelegramGlobal);

    bind<StartupContribution>(StartupContribution).to(PromoCodeStartup).inSingletonScope();
    bind<StartupContribution>(StartupContribution).to(SocialReturnStartup).inSingletonScope();
    bind<StartupContribution>(StartupContribution).to(SocialCompletionStartup).inSingletonScope();
    bind<StartupContribution>(StartupContribution).to(TelegramStartup).inSingletonScope();
  });
}
