import type { Result } from '../shared/result';
import type { ApiFailure, ApiResult, MoneyValue } from './account.port';
import type { Page } from './bonuses.port';

export interface LoyaltyCharacterChoice {
  readonly id: number;
  readonly sysname: string;
  readonly name: string;
  readonly image: string;
  readonly description: string;
  readonly isSelected: boolean;
}

export interface LoyaltyLevelStep {
  readonly id: number;
  readonly sysname: string;
  readonly name: string;
  readonly image: string;
  /** Points needed to reach it. */
  readonly pointsFrom: number;
  readonly isCurrent: boolean;
  readonly isReached: boolean;
  /** What the level gives, one line each. */
  readonly perks: readonly string[];
}

export interface PlayerLoyalty {
  readonly id: number;
  readonly isActive: boolean;
  /** The spendable balance (what the shop can take). */
  readonly points: number;
  /**
   * Points earned by play, which set the level; a purchase lowers `points`, never these. Equal to `points` where the
   * backend keeps one balance.
   */
  readonly statusPoints: number;
  /** The programme's name for its points ("coins"). */
  readonly pointsAlias: string;
  readonly character: LoyaltyCharacterChoice | null;
  readonly levels: readonly LoyaltyLevelStep[];
}

export interface LoyaltyShopItem {
  readonly id: number;
  readonly sysname: string;
  readonly name: string;
  readonly description: string;
  readonly image: string;
  /** In points. */
  readonly price: number;
  readonly type: 'bonus' | 'freespins' | 'merch';
  /** Bonus credited on purchase. */
  readonly reward: MoneyValue | null;
  readonly isAvailable: boolean;
}

export interface PlayerQuest {
  readonly id: number;
  readonly sysname: string;
  readonly name: string;
  readonly description: string;
  readonly image: string;
  readonly rewardPoints: number;
  readonly progress: number;
  readonly target: number;
  readonly status: 'locked' | 'active' | 'completed';
}

export interface QuestProgram {
  readonly id: number;
  readonly sysname: string;
  readonly name: string;
  readonly description: string;
  readonly image: string;
  readonly isActive: boolean;
  readonly quests: readonly PlayerQuest[];
}

export type LoyaltyTrigger = 'quest' | 'register' | 'profile' | 'confirm' | 'product' | 'level' | 'fill_for_deposit';

/** Something the programme tells the player once (a quest done, a new level, a purchase). */
export interface LoyaltyNotice {
  readonly id: number;
  readonly trigger: LoyaltyTrigger;
  readonly type: 'credit' | 'other';
  readonly title: string;
  readonly message: string;
  readonly amount: number | null;
  readonly amountType: 'points' | 'money' | 'freespins' | null;
  readonly image: string | null;
}

export interface CharacterPage extends Page<LoyaltyCharacterChoice> {
  readonly offset: number;
  readonly limit: number;
}

/** A purchase the server refused because the player's points are short, told apart from other failures. */
export type BuyFailure = { readonly kind: 'insufficientPoints' } | { readonly kind: 'failed'; readonly failure: ApiFailure };

/** The loyalty programme (`loyalty.*`). Everything but programmes, products and characters needs a signed-in player. */
export interface LoyaltyPort {
  info(signal?: AbortSignal): Promise<ApiResult<PlayerLoyalty>>;
  programs(signal?: AbortSignal): Promise<ApiResult<readonly QuestProgram[]>>;
  /** Null when the server does not know the sysname. */
  program(sysname: string, signal?: AbortSignal): Promise<ApiResult<QuestProgram | null>>;
  products(signal?: AbortSignal): Promise<ApiResult<Page<LoyaltyShopItem>>>;
  /**
   * True when the server answered the success value (1). `idempotencyKey`: one per purchase the player means, the
   * same on a retry, so a purchase the server booked before the client gave up is not made twice.
   */
  buy(productId: number, idempotencyKey: string, signal?: AbortSignal): Promise<Result<boolean, BuyFailure>>;
  characters(page: { readonly offset: number; readonly limit: number }, signal?: AbortSignal): Promise<ApiResult<CharacterPage>>;
  setCharacter(characterId: number, signal?: AbortSignal): Promise<ApiResult<boolean>>;
  /** Notifications not yet delivered, oldest first; the server marks them delivered. */
  notifications(signal?: AbortSignal): Promise<ApiResult<readonly LoyaltyNotice[]>>;
}
export const LoyaltyPort = Symbol.for('LoyaltyPort');
