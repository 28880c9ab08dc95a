import { defineFeature } from '../../shared/feature/feature.ts';
import { accountsModule } from './accounts.module.ts';
import { PromoCodeStartup } from './startup/promo-code.startup.ts';
import { SocialCompletionStartup } from './startup/social-completion.startup.ts';
import { SocialReturnStartup } from './startup/social-return.startup.ts';
import { TelegramStartup } from './startup/telegram.startup.ts';

/** The sign-in, sign-up and password dialogs, social and messaging-app sign-in, and the embedded forms (`/forms/...`). */
export const accountsFeature = defineFeature({
  name: 'accounts',
  modules: [accountsModule],
  startup: [PromoCodeStartup, SocialReturnStartup, SocialCompletionStartup, TelegramStartup],
  screens: {
    forms: () => import('./embedded-forms/EmbeddedFormScreen.tsx'),
  },
});
