import { err, ok, type Result } from '@casino/domain/shared';
import type {
  ApiResult, BuyFailure, CharacterPage, LoyaltyCharacterChoice, PlayerLoyalty, LoyaltyNotice, LoyaltyPort,
  LoyaltyShopItem, QuestProgram, Page, SoundPort,
} from '@casino/domain/ports';

export const character = (id: number, overrides: Partial<LoyaltyCharacterChoice> = {}): LoyaltyCharacterChoice => ({
  id, sysname: `hero-${id}`, name: `Hero ${id}`, image: `/static/characters/hero-${id}.svg`, description: `Hero number ${id}`, isSelected: false, ...overrides,
});

export function loyaltyInfo(overrides: Partial<PlayerLoyalty> = {}): PlayerLoyalty {
  const points = overrides.points ?? 500;
  return {
    // one balance unless a test says otherwise, as from a backend without status points
    id: 1, isActive: true, points, statusPoints: overrides.statusPoints ?? points, pointsAlias: 'coins', character: character(1, { isSelected: true }),
    levels: [
      { id: 1, sysname: 'bronze', name: 'Bronze', image: '/b.svg', pointsFrom: 0, isCurrent: true, isReached: true, perks: ['Weekly spins'] },
      { id: 2, sysname: 'silver', name: 'Silver', image: '/s.svg', pointsFrom: 1000, isCurrent: false, isReached: false, perks: ['5% cashback'] },
    ],
    ...overrides,
  };
}

export const product = (id: number, overrides: Partial<LoyaltyShopItem> = {}): LoyaltyShopItem => ({
  id, sysname: `product-${id}`, name: `Product ${id}`, description: 'A reward', image: `/static/shop/${id}.svg`, price: 100 * id, type: 'bonus', reward: { amount: 5, currency: 'EUR' }, isAvailable: true, ...overrides,
});

export function loyaltyProgram(overrides: Partial<QuestProgram> = {}): QuestProgram {
  return {
    id: 1, sysname: 'welcome-path', name: 'Welcome path', description: 'First steps', image: '/p.svg', isActive: true,
    quests: [
      { id: 1, sysname: 'fill-profile', name: 'Fill in your profile', description: 'Every field', image: '/q.svg', rewardPoints: 100, progress: 1, target: 1, status: 'completed' },
      { id: 2, sysname: 'play-10', name: 'Play ten rounds', description: 'Any slot', image: '/q2.svg', rewardPoints: 50, progress: 3, target: 10, status: 'active' },
    ],
    ...overrides,
  };
}

export const loyaltyNotification = (id: number, overrides: Partial<LoyaltyNotice> = {}): LoyaltyNotice => ({
  id, trigger: 'quest', type: 'credit', title: `Quest ${id} done`, message: 'Coins are yours', amount: 100, amountType: 'points', image: null, ...overrides,
});

/**
 * A LoyaltyPort whose answers tests set. Buying spends points from `info` like the server; `gate` holds purchases and
 * character changes until released (pending state, double submits). `calls` records every call by name.
 */
export class FakeLoyaltyPort implements LoyaltyPort {
  infoResult: ApiResult<PlayerLoyalty> = ok(loyaltyInfo());
  programList: ApiResult<readonly QuestProgram[]> = ok([loyaltyProgram()]);
  productList: ApiResult<readonly LoyaltyShopItem[]> = ok([product(1), product(2), product(9)]);
  characterList: ApiResult<readonly LoyaltyCharacterChoice[]> = ok([character(1, { isSelected: true }), character(2), character(3)]);
  buyFailure: BuyFailure | null = null;
  setCharacterResult: ApiResult<boolean> = ok(true);
  pendingNotifications: ApiResult<readonly LoyaltyNotice[]> = ok([]);
  gate: Promise<void> | null = null;
  readonly calls: Array<{ readonly name: keyof LoyaltyPort; readonly args: readonly unknown[] }> = [];

  callsOf(name: keyof LoyaltyPort) {
    return this.calls.filter((c) => c.name === name);
  }

  async info() {
    this.calls.push({ name: 'info', args: [] });
    return this.infoResult;
  }

  async programs() {
    this.calls.push({ name: 'programs', args: [] });
    return this.programList;
  }

  async program(sysname: string): Promise<ApiResult<QuestProgram | null>> {
    this.calls.push({ name: 'program', args: [sysname] });
    if (!this.programList.ok) return this.programList;
    return ok(this.programList.value.find((p) => p.sysname === sysname) ?? null);
  }

  async products(): Promise<ApiResult<Page<LoyaltyShopItem>>> {
    this.calls.push({ name: 'products', args: [] });
    return this.productList.ok ? ok({ items: this.productList.value, count: this.productList.value.length }) : this.productList;
  }

  async buy(productId: number, idempotencyKey: string): Promise<Result<boolean, BuyFailure>> {
    this.calls.push({ name: 'buy', args: [productId, idempotencyKey] });
    if (this.gate) await this.gate;
    if (this.buyFailure) return err(this.buyFailure);
    const price = this.productList.ok ? this.productList.value.find((p) => p.id === productId)?.price ?? 0 : 0;
    if (this.infoResult.ok) {
      if (this.infoResult.value.points < price) return err({ kind: 'insufficientPoints' });
      this.infoResult = ok({ ...this.infoResult.value, points: this.infoResult.value.points - price });
    }
    return ok(true);
  }

  async characters(page: { readonly offset: number; readonly limit: number }): Promise<ApiResult<CharacterPage>> {
    this.calls.push({ name: 'characters', args: [page] });
    if (!this.characterList.ok) return this.characterList;
    const all = this.characterList.value;
    return ok({ items: all.slice(page.offset, page.offset + page.limit), offset: page.offset, limit: page.limit, count: all.length });
  }

  async setCharacter(characterId: number) {
    this.calls.push({ name: 'setCharacter', args: [characterId] });
    if (this.gate) await this.gate;
    if (this.setCharacterResult.ok && this.setCharacterResult.value && this.characterList.ok) {
      this.characterList = ok(this.characterList.value.map((c) => ({ ...c, isSelected: c.id === characterId })));
      const chosen = this.characterList.value.find((c) => c.id === characterId) ?? null;
      if (this.infoResult.ok) this.infoResult = ok({ ...this.infoResult.value, character: chosen });
    }
    return this.setCharacterResult;
  }

  async notifications() {
    this.calls.push({ name: 'notifications', args: [] });
    const answer = this.pendingNotifications;
    if (answer.ok) this.pendingNotifications = ok([]); // delivered once, like the server
    return answer;
  }
}

/** A SoundPort that records what it was asked to play; `allowed` false acts like a browser refusing autoplay. */
export class RecordingSound implements SoundPort {
  allowed = true;
  readonly played: Array<{ readonly url: string; readonly volume: number }> = [];
  async play(url: string, volume: number): Promise<boolean> {
    if (!this.allowed) return false;
    this.played.push({ url, volume });
    return true;
  }
}
