import { ContainerModule } from 'inversify';
import { fillSlot } from '../../shared/slots/fill-slot.ts';
import { AuthDialogSlot } from '../../shared/slots/kernel-slots.ts';
import { renderAuthDialog } from './dialog/render-auth-dialog.tsx';
import { SocialReturnService } from './social/social-return.service.ts';
import { SocialWindow, browserSocialWindow } from './social/social-window.ts';
import { TelegramInitDataSource, readTelegramGlobal } from './telegram/telegram-init-data.ts';

/**
 * What the accounts feature binds at start-up: the sign-in dialog's renderer, filling the kernel's `AuthDialogSlot`
 * (its body, forms and their view-models load with the dialog's chunk), the social-return service, and its start-up
 * jobs (`startup/*.startup.ts`). Everything else of sign-in, registration and the embedded forms arrives with the
 * lazy chunks that list their own modules.
 */
export function accountsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    fillSlot(bind, AuthDialogSlot, renderAuthDialog);
    bind(SocialWindow).toDynamicValue(() => browserSocialWindow()).inSingletonScope();
    bind(SocialReturnService).toSelf().inSingletonScope();
    bind(TelegramInitDataSource).toConstantValue(readTelegramGlobal);

  });
}
