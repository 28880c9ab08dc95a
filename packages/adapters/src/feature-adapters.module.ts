import {
  AuthPort, CashbacksPort, ContentPagesPort, SeoPort, CustomCodePort, SupportPort, WindowMessagingPort, BannersPort,
  BonusesPort, CampaignsPort, CashierPort, JackpotsPort, LoyaltyPort, ProfilePort, PromotionsPort,
  RegistrationDataPort, SoundPort, TabChannelPort, TournamentsPort,
} from '@casino/domain/ports';
import { ContainerModule } from 'inversify';
import { ApiProfile } from './api/profile.adapter.ts';
import { ApiPromotions } from './content/promotions.adapter.ts';
import { ApiBanners } from './api/banners.adapter.ts';
import { ApiCampaigns } from './api/campaigns.adapter.ts';
import { ApiBonuses } from './api/bonuses.adapter.ts';
import { BrowserSound } from './browser/sound.adapter.ts';
import { ApiLoyalty } from './api/loyalty.adapter.ts';
import { ApiJackpots } from './api/jackpots.adapter.ts';
import { ApiTournaments } from './api/tournaments.adapter.ts';
import { ApiCashier } from './api/cashier/cashier.adapter.ts';
import { ApiAuth } from './api/auth.adapter.ts';
import { ApiRegistrationData } from './api/registration-data.adapter.ts';
import { BrowserTabChannel } from './browser/tab-channel.adapter.ts';
import { BrowserWindowMessaging } from './browser/window-messaging.adapter.ts';
import { ApiSupport } from './api/support.adapter.ts';
import { ApiCashbacks } from './api/cashbacks.adapter.ts';
import { ApiCustomCode } from './api/custom-code.adapter.ts';
import { ApiSeo } from './content/seo.adapter.ts';
import { ApiContentPages } from './content/content-pages.adapter.ts';

// Ports only some screens need, in modules of their own (and a file apart from `adaptersModule`), so an app that
// loads its features lazily binds them with those features and their code stays out of its first download.
/**
 * The ports the start-up contributions use (the support chat and landing, the unseen-cashback popup after every
 * sign-in, the site's custom code, messages between windows): an app that fetches its start-up work as a chunk of
 * its own binds them with it, so they leave its first download.
 */
export function startupAdaptersModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(SupportPort).to(ApiSupport).inSingletonScope();
    bind(CashbacksPort).to(ApiCashbacks).inSingletonScope();
    bind(CustomCodePort).to(ApiCustomCode).inSingletonScope();
    bind(WindowMessagingPort).toConstantValue(new BrowserWindowMessaging());
  });
}

/** Sign-in, two-factor, restore and registration (`AuthPort`, `RegistrationDataPort`): the app binds them with its accounts chunks. */
export function accountsAdaptersModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(AuthPort).to(ApiAuth).inSingletonScope();
    bind(RegistrationDataPort).to(ApiRegistrationData).inSingletonScope();
  });
}

/** One session across the browser's tabs (`TabChannelPort`): the app binds it with its session watchers. */
export function tabChannelAdapterModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TabChannelPort).toConstantValue(new BrowserTabChannel());
  });
}

/** The cashier (`CashierPort`): the app binds it with the cashier's chunks. */
export function cashierAdaptersModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(CashierPort).to(ApiCashier).inSingletonScope();
  });
}

/** The tournaments feature (`TournamentsPort`, `JackpotsPort`): the app binds them with its chunks. */
export function tournamentsAdaptersModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TournamentsPort).to(ApiTournaments).inSingletonScope();
    bind(JackpotsPort).to(ApiJackpots).inSingletonScope();
  });
}

/** The loyalty feature (`LoyaltyPort`, `SoundPort` for its notifications): the app binds them with its chunks. */
export function loyaltyAdaptersModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(LoyaltyPort).to(ApiLoyalty).inSingletonScope();
    bind(SoundPort).toConstantValue(new BrowserSound());
  });
}

/** The bonuses feature (`BonusesPort`, `CampaignsPort`, `PromotionsPort`): the app binds them with its chunks. */
export function bonusesAdaptersModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(BonusesPort).to(ApiBonuses).inSingletonScope();
    bind(CampaignsPort).to(ApiCampaigns).inSingletonScope();
    bind(PromotionsPort).to(ApiPromotions).inSingletonScope();
  });
}

/** Banners (`BannersPort`), which the home page and the promotions share: both list this module, bound once. */
export function bannersAdaptersModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(BannersPort).to(ApiBanners).inSingletonScope();
  });
}

/** The profile feature (`ProfilePort`): the app binds them with its chunks. */
export function profileAdaptersModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(ProfilePort).to(ApiProfile).inSingletonScope();
  });
}

/** The page head's SEO settings (`SeoPort`): the app binds it with its head chunk, after the first paint. */
export function seoAdaptersModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(SeoPort).to(ApiSeo).inSingletonScope();
  });
}

/** The CMS's content pages (`ContentPagesPort`): the app binds it with the content page's chunk. */
export function contentPagesAdaptersModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(ContentPagesPort).to(ApiContentPages).inSingletonScope();
  });
}
