import { ok } from '@casino/domain/shared';
import type {
  ApiResult, BannerSlide, BannersPort, PlayerBonus, BonusesPort, BonusRef, CashbackItem, CashbackQuery, CashbacksPort,
  PromotionPage, PlayerFreeSpins, Page, PromotionsPort,
} from '@casino/domain/ports';
import { RecordingFake } from './recording-fake.ts';

const eur = (amount: number) => ({ amount, currency: 'EUR' });

export function bonus(overrides: Partial<PlayerBonus> = {}): PlayerBonus {
  return {
    id: 1, type: 'casino', status: 'available', amount: eur(25), wager: { multiplier: 30, required: eur(750), done: eur(0) },
    createdAt: '2026-01-01T00:00:00Z', activatedAt: null, expiredAt: '2026-02-01T00:00:00Z',
    description: { title: 'Weekend bonus', text: 'Wager it', image: null, terms: null }, minOdds: null, ...overrides,
  };
}

export function freeSpinPack(overrides: Partial<PlayerFreeSpins> = {}): PlayerFreeSpins {
  return {
    id: 1, game: { sysname: 'lucky-fortune', name: 'Lucky Fortune', imageUrl: '/static/games/lucky-fortune.svg' }, remaining: 32, total: 50,
    bet: eur(0.2), status: 'active', expiredAt: '2026-02-01T00:00:00Z', description: { title: '50 free spins', text: 'On Lucky Fortune', image: null, terms: null }, ...overrides,
  };
}

export function cashback(overrides: Partial<CashbackItem> = {}): CashbackItem {
  return {
    id: 1, status: 'active', amount: eur(34.75), percent: 7, startDate: '2026-01-01T00:00:00Z', endDate: '2026-01-08T00:00:00Z',
    receivingExpiredAt: '2026-01-11T00:00:00Z', paidOutAt: null, description: { title: 'Weekly cashback', text: 'Claim it', image: null, terms: null }, ...overrides,
  };
}

/** A BonusesPort whose answers tests set; every call is recorded. */
export class FakeBonusesPort extends RecordingFake implements BonusesPort {
  casino: ApiResult<Page<PlayerBonus>> = ok({ items: [], count: 0 });
  betting: ApiResult<readonly PlayerBonus[]> = ok([]);
  freeSpins: ApiResult<readonly PlayerFreeSpins[]> = ok([]);
  actionResult: ApiResult<true> = ok(true);
  getCasinoBonuses(query: { count: number; offset: number }) {
    return this.answer('getCasinoBonuses', query, () => this.casino);
  }
  getBettingBonuses() {
    return this.answer('getBettingBonuses', null, () => this.betting);
  }
  activate(b: BonusRef, options: { burnActive?: boolean } = {}) {
    return this.answer('activate', { id: b.id, type: b.type, burnActive: options.burnActive ?? false }, () => this.actionResult);
  }
  deactivate(b: BonusRef) {
    return this.answer('deactivate', { id: b.id, type: b.type }, () => this.actionResult);
  }
  remove(b: BonusRef) {
    return this.answer('remove', { id: b.id, type: b.type }, () => this.actionResult);
  }
  getFreeSpins(count: number) {
    return this.answer('getFreeSpins', count, () => this.freeSpins);
  }
}

/** A CashbacksPort whose answers tests set; every call is recorded. */
export class FakeCashbacksPort extends RecordingFake implements CashbacksPort {
  page: ApiResult<Page<CashbackItem>> = ok({ items: [], count: 0 });
  actionResult: ApiResult<true> = ok(true);
  list(query: CashbackQuery) {
    return this.answer('list', query, () => this.page);
  }
  payout(id: number) {
    return this.answer('payout', id, () => this.actionResult);
  }
  remove(id: number) {
    return this.answer('remove', id, () => this.actionResult);
  }
}

/** A BannersPort whose answers tests set. */
export class FakeBannersPort extends RecordingFake implements BannersPort {
  banners: ApiResult<readonly BannerSlide[]> = ok([]);
  get(query: { count: number; position?: string; imageKey: string }) {
    return this.answer('get', query, () => this.banners);
  }
}

export function contentPromotion(overrides: Partial<PromotionPage> = {}): PromotionPage {
  return { id: 'welcome', title: 'Welcome package', summary: 'Double your first deposit.', image: null, content: '<p>Deposit from <b>€20</b>.</p>', button: { label: 'Deposit', url: '/cashier/deposit' }, finishedAt: null, ...overrides };
}

/** A PromotionsPort whose answer tests set; the locales asked for are recorded. */
export class FakePromotionsPort extends RecordingFake implements PromotionsPort {
  promotions: ApiResult<readonly PromotionPage[]> = ok([contentPromotion()]);
  get(locale: string) {
    return this.answer('get', locale, () => this.promotions);
  }
}
