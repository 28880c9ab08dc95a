import type { ContainerModule } from 'inversify';
import { accountsModule } from '../../features/accounts/index.ts';
import { campaignPopupsModule } from '../../features/campaign-popups/index.ts';
import { headerModule } from '../../features/header/index.ts';
import { profileModule } from '../../features/profile/index.ts';
import { sessionModule } from '../../features/session/index.ts';

/**
 * Every feature's start-up module (`features/<area>/<area>.module.ts`). They bind view-models, services and start-up
 * contributions only — never views — so the entry chunk stays small; the rest of a feature arrives with its lazy
 * chunks, which list their own modules (`shared/di/lazy-chunk.ts`).
 */
export function featureModules(): ContainerModule[] {
  return [sessionModule(), accountsModule(), campaignPopupsModule(), headerModule(), profileModule()];
}
