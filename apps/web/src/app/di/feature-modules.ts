import type { ContainerModule } from 'inversify';
import { sessionModule } from '../../features/session/session.module.ts';
import { registrationModule } from '../../features/registration/registration.module.ts';
import { socialAuthModule } from '../../features/social-auth/social-auth.module.ts';
import { telegramModule } from '../../features/telegram/telegram.module.ts';

/**
 * Every feature's container module (`features/<area>/<area>.module.ts`). Modules bind view-models and services
 * only — never views — so the entry chunk stays small; views load lazily on their routes or dialogs.
 */
export function featureModules(): ContainerModule[] {
  return [
    sessionModule(),
    registrationModule(),
    socialAuthModule(),
    telegramModule(),
  ];
}
