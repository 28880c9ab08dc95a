import { defineFeature } from '../../shared/feature/feature.ts';
import { fillSlot } from '../../shared/slots/fill-slot.ts';
import { AuthDialogSlot } from '../../shared/slots/kernel-slots.ts';
import { renderAuthDialog } from './dialog/render-auth-dialog.tsx';
import { SocialReturnService } from './social/social-return.service.ts';
import { SocialWindow, browserSocialWindow } from './social/social-window.ts';
import { PromoCodeStartup } from './startup/promo-code.startup.ts';
import { SocialCompletionStartup } from './startup/social-completion.startup.ts';
import { SocialReturnStartup } from './startup/social-return.startup.ts';
import { TelegramStartup } from './startup/telegram.startup.ts';
import { TelegramInitDataSource, readTelegramGlobal } from './telegram/telegram-init-data.ts';

/**
 * The sign-in, sign-up and password dialogs, social and messaging-app sign-in, and the embedded forms (`/forms/...`).
 * At start-up: the sign-in dialog's renderer, filling the kernel's `AuthDialogSlot` (its body, forms and their
 * view-models load with the dialog's chunk), the social sign-in window and return, the messaging app's launch data.
 * Everything else arrives with the lazy chunks, which re-export `wiring.ts`.
 */
export const accountsFeature = defineFeature({
  name: 'accounts',
  bindings: ({ bind }) => {
    fillSlot(bind, AuthDialogSlot, renderAuthDialog);
    bind(SocialWindow).toDynamicValue(() => browserSocialWindow()).inSingletonScope();
    bind(SocialReturnService).toSelf().inSingletonScope();
    bind(TelegramInitDataSource).toConstantValue(readTelegramGlobal);
  },
  startup: [PromoCodeStartup, SocialReturnStartup, SocialCompletionStartup, TelegramStartup],
  screens: {
    forms: () => import('./embedded-forms/EmbeddedFormScreen.tsx'),
  },
});
