import { startupAdaptersModule } from '@casino/adapters';
import { ContainerModule } from 'inversify';
import { accountsModule } from '../../features/accounts/index.ts';
import { bonusesModule } from '../../features/bonuses/index.ts';
import { campaignPopupsModule } from '../../features/campaign-popups/index.ts';
import { headerModule } from '../../features/header/index.ts';
import { installAppModule } from '../../features/install-app/index.ts';
import { loyaltyNoticesModule } from '../../features/loyalty/index.ts';
import { supportModule } from '../../features/support/index.ts';
import { profileModule } from '../../features/profile/index.ts';
import { responsibleGamingModule } from '../../features/responsible-gaming/index.ts';
import { seoModule } from '../../features/seo/index.ts';
import { STARTUP_ORDER } from '../startup-order.ts';
import { StartupOrder } from '../startup-runner.ts';

/**
 * Every feature's start-up module (`features/<area>/<area>.module.ts`). They bind view-models,
 * services and start-up contributions only — never views — and, last, the start-up order. `main.tsx` imports this file as its own chunk, fetched
 * beside the first calls (locales, session), so none of it weighs on the entry chunk; the adapters only start-up
 * work uses come with it (`startupAdaptersModule`). The rest of a feature arrives with its lazy chunks, which list
 * their own modules (`shared/di/lazy-chunk.ts`).
 */
export function featureModules(): ContainerModule[] {
  return [startupAdaptersModule(), accountsModule(), campaignPopupsModule(), headerModule(), installAppModule(), loyaltyNoticesModule(), supportModule(), bonusesModule(), profileModule(), responsibleGamingModule(), seoModule(), startupOrderModule()];
}

/** The order the start-up runs the features' contributions in: it lists their classes, so it travels with them. */
const startupOrderModule = () => new ContainerModule(({ bind }) => void bind(StartupOrder).toConstantValue(STARTUP_ORDER));

