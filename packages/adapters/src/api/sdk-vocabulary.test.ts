import type * as Rules from '@casino/domain';
import type * as Ports from '@casino/domain/ports';
import type { Schema } from '@casino/sdk';
import { describe, expectTypeOf, it } from 'vitest';

// The names @casino/domain shares with the contract's schemas (listed in the domain's test/sdk-vocabulary.test.ts)
// must be the same types, else one name means two things to a front end that uses both packages. The domain's side is
// readonly throughout, so both sides are compared read-only. `pnpm typecheck` fails here when one drifts.

type ReadOnly<T> = T extends readonly (infer Item)[] ? readonly ReadOnly<Item>[] : T extends object ? { readonly [K in keyof T]: ReadOnly<T[K]> } : T;

describe('names shared by the domain and the SDK', () => {
  it('mean the same type', () => {
    expectTypeOf<ReadOnly<Rules.BalanceRefreshSettings>>().toEqualTypeOf<ReadOnly<Schema<'BalanceRefreshSettings'>>>();
    expectTypeOf<ReadOnly<Rules.BannerSettings>>().toEqualTypeOf<ReadOnly<Schema<'BannerSettings'>>>();
    expectTypeOf<ReadOnly<Rules.BonusStatus>>().toEqualTypeOf<ReadOnly<Schema<'BonusStatus'>>>();
    expectTypeOf<ReadOnly<Rules.BonusType>>().toEqualTypeOf<ReadOnly<Schema<'BonusType'>>>();
    expectTypeOf<ReadOnly<Rules.CashbackStatus>>().toEqualTypeOf<ReadOnly<Schema<'CashbackStatus'>>>();
    expectTypeOf<ReadOnly<Rules.ChatProvider>>().toEqualTypeOf<ReadOnly<Schema<'ChatProvider'>>>();
    expectTypeOf<ReadOnly<Ports.ContactType>>().toEqualTypeOf<ReadOnly<Schema<'ContactType'>>>();
    expectTypeOf<ReadOnly<Ports.ContentPage>>().toEqualTypeOf<ReadOnly<Schema<'ContentPage'>>>();
    expectTypeOf<ReadOnly<Ports.ContentPageSummary>>().toEqualTypeOf<ReadOnly<Schema<'ContentPageSummary'>>>();
    expectTypeOf<ReadOnly<Rules.CurrencyChoice>>().toEqualTypeOf<ReadOnly<Schema<'CurrencyChoice'>>>();
    expectTypeOf<ReadOnly<Rules.ExclusionKind>>().toEqualTypeOf<ReadOnly<Schema<'ExclusionKind'>>>();
    expectTypeOf<ReadOnly<Rules.ExclusionPeriodId>>().toEqualTypeOf<ReadOnly<Schema<'ExclusionPeriodId'>>>();
    expectTypeOf<ReadOnly<Ports.FeatureFlags>>().toEqualTypeOf<ReadOnly<Schema<'FeatureFlags'>>>();
    expectTypeOf<ReadOnly<Rules.LimitKind>>().toEqualTypeOf<ReadOnly<Schema<'LimitKind'>>>();
    expectTypeOf<ReadOnly<Ports.LocaleList>>().toEqualTypeOf<ReadOnly<Schema<'LocaleList'>>>();
    expectTypeOf<ReadOnly<Ports.NavGroup>>().toEqualTypeOf<ReadOnly<Schema<'NavGroup'>>>();
    expectTypeOf<ReadOnly<Ports.NavLink>>().toEqualTypeOf<ReadOnly<Schema<'NavLink'>>>();
    expectTypeOf<ReadOnly<Rules.PageSeo>>().toEqualTypeOf<ReadOnly<Schema<'PageSeo'>>>();
    expectTypeOf<ReadOnly<Ports.PaymentKind>>().toEqualTypeOf<ReadOnly<Schema<'PaymentKind'>>>();
    expectTypeOf<ReadOnly<Ports.PaymentStatus>>().toEqualTypeOf<ReadOnly<Schema<'PaymentStatus'>>>();
    expectTypeOf<ReadOnly<Rules.RealityCheckInterval>>().toEqualTypeOf<ReadOnly<Schema<'RealityCheckInterval'>>>();
    expectTypeOf<ReadOnly<Rules.SearchSettings>>().toEqualTypeOf<ReadOnly<Schema<'SearchSettings'>>>();
    expectTypeOf<ReadOnly<Rules.SeoDefaults>>().toEqualTypeOf<ReadOnly<Schema<'SeoDefaults'>>>();
    expectTypeOf<ReadOnly<Rules.SeoOrganization>>().toEqualTypeOf<ReadOnly<Schema<'SeoOrganization'>>>();
    expectTypeOf<ReadOnly<Ports.TournamentStatus>>().toEqualTypeOf<ReadOnly<Schema<'TournamentStatus'>>>();
  });
});
