import type { BonusStatus, BonusType, CashbackStatus } from '@casino/domain/bonuses';
import type { BannerSettings, SearchSettings } from '@casino/domain/games';
import type { BalanceRefreshSettings, ChatProvider } from '@casino/domain/policies';
import type { CurrencyChoice } from '@casino/domain/registration';
import type {
  ExclusionKind, ExclusionPeriodId, LimitKind, RealityCheckInterval,
} from '@casino/domain/responsible-gaming';
import type { PageSeo, SeoDefaults, SeoOrganization } from '@casino/domain/seo';
import type * as Ports from '@casino/domain/ports';
import type { Schema } from '@casino/sdk';
import { describe, expectTypeOf, it } from 'vitest';

// The names @casino/domain shares with the contract's schemas (listed in the domain's test/sdk-vocabulary.test.ts)
// must be the same types, else one name means two things to a front end that uses both packages. The domain's side is
// readonly throughout, so both sides are compared read-only. `pnpm typecheck` fails here when one drifts.

type ReadOnly<T> = T extends readonly (infer Item)[] ? readonly ReadOnly<Item>[] : T extends object ? { readonly [K in keyof T]: ReadOnly<T[K]> } : T;

describe('names shared by the domain and the SDK', () => {
  it('mean the same type', () => {
    expectTypeOf<ReadOnly<BalanceRefreshSettings>>().toEqualTypeOf<ReadOnly<Schema<'BalanceRefreshSettings'>>>();
    expectTypeOf<ReadOnly<BannerSettings>>().toEqualTypeOf<ReadOnly<Schema<'BannerSettings'>>>();
    expectTypeOf<ReadOnly<BonusStatus>>().toEqualTypeOf<ReadOnly<Schema<'BonusStatus'>>>();
    expectTypeOf<ReadOnly<BonusType>>().toEqualTypeOf<ReadOnly<Schema<'BonusType'>>>();
    expectTypeOf<ReadOnly<CashbackStatus>>().toEqualTypeOf<ReadOnly<Schema<'CashbackStatus'>>>();
    expectTypeOf<ReadOnly<ChatProvider>>().toEqualTypeOf<ReadOnly<Schema<'ChatProvider'>>>();
    expectTypeOf<ReadOnly<Ports.ContactType>>().toEqualTypeOf<ReadOnly<Schema<'ContactType'>>>();
    expectTypeOf<ReadOnly<Ports.ContentPage>>().toEqualTypeOf<ReadOnly<Schema<'ContentPage'>>>();
    expectTypeOf<ReadOnly<Ports.ContentPageSummary>>().toEqualTypeOf<ReadOnly<Schema<'ContentPageSummary'>>>();
    expectTypeOf<ReadOnly<CurrencyChoice>>().toEqualTypeOf<ReadOnly<Schema<'CurrencyChoice'>>>();
    expectTypeOf<ReadOnly<ExclusionKind>>().toEqualTypeOf<ReadOnly<Schema<'ExclusionKind'>>>();
    expectTypeOf<ReadOnly<ExclusionPeriodId>>().toEqualTypeOf<ReadOnly<Schema<'ExclusionPeriodId'>>>();
    expectTypeOf<ReadOnly<Ports.FeatureFlags>>().toEqualTypeOf<ReadOnly<Schema<'FeatureFlags'>>>();
    expectTypeOf<ReadOnly<LimitKind>>().toEqualTypeOf<ReadOnly<Schema<'LimitKind'>>>();
    expectTypeOf<ReadOnly<Ports.LocaleList>>().toEqualTypeOf<ReadOnly<Schema<'LocaleList'>>>();
    expectTypeOf<ReadOnly<Ports.NavGroup>>().toEqualTypeOf<ReadOnly<Schema<'NavGroup'>>>();
    expectTypeOf<ReadOnly<Ports.NavLink>>().toEqualTypeOf<ReadOnly<Schema<'NavLink'>>>();
    expectTypeOf<ReadOnly<PageSeo>>().toEqualTypeOf<ReadOnly<Schema<'PageSeo'>>>();
    expectTypeOf<ReadOnly<Ports.PaymentKind>>().toEqualTypeOf<ReadOnly<Schema<'PaymentKind'>>>();
    expectTypeOf<ReadOnly<Ports.PaymentStatus>>().toEqualTypeOf<ReadOnly<Schema<'PaymentStatus'>>>();
    expectTypeOf<ReadOnly<RealityCheckInterval>>().toEqualTypeOf<ReadOnly<Schema<'RealityCheckInterval'>>>();
    expectTypeOf<ReadOnly<SearchSettings>>().toEqualTypeOf<ReadOnly<Schema<'SearchSettings'>>>();
    expectTypeOf<ReadOnly<SeoDefaults>>().toEqualTypeOf<ReadOnly<Schema<'SeoDefaults'>>>();
    expectTypeOf<ReadOnly<SeoOrganization>>().toEqualTypeOf<ReadOnly<Schema<'SeoOrganization'>>>();
    expectTypeOf<ReadOnly<Ports.TournamentStatus>>().toEqualTypeOf<ReadOnly<Schema<'TournamentStatus'>>>();
  });
});
