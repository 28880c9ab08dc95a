import type { BonusStatus, BonusType } from '../bonuses/engagement';
import type { ApiResult, MoneyValue } from './account.port';

/** Display texts of a bonus, cashback, offer or promotion; `text` and `terms` may hold HTML (sanitise it). */
export interface PromoTexts {
  readonly title: string;
  readonly text: string;
  readonly image: string | null;
  readonly terms: string | null;
}

/** A casino or betting bonus and how far its wagering has gone. */
export interface PlayerBonus {
  readonly id: number;
  readonly type: BonusType;
  readonly status: BonusStatus;
  readonly amount: MoneyValue;
  readonly wager: { readonly multiplier: number; readonly required: MoneyValue; readonly done: MoneyValue };
  readonly createdAt: string;
  readonly activatedAt: string | null;
  readonly expiredAt: string | null;
  readonly description: PromoTexts | null;
  /** Betting bonuses only: the minimum odds of a qualifying bet. */
  readonly minOdds: number | null;
}

/** Which bonus an action names: casino and betting bonuses go through different calls. */
export type BonusRef = Pick<PlayerBonus, 'id' | 'type'>;

export interface Page<T> {
  readonly items: readonly T[];
  readonly count: number;
}

/** A free-spins pack on one game. */
export interface PlayerFreeSpins {
  readonly id: number;
  readonly game: { readonly sysname: string; readonly name: string; readonly imageUrl: string };
  readonly remaining: number;
  readonly total: number;
  readonly bet: MoneyValue;
  readonly status: 'active' | 'used' | 'expired';
  readonly expiredAt: string | null;
  readonly description: PromoTexts | null;
}

/** Casino bonuses (`bonuses.*`), betting bonuses (`BettingBonuses.*`) and free-spin packs (`freespins.get`). */
export interface BonusesPort {
  /** Casino bonuses with their descriptions, newest first; `statuses` filters (all when empty). */
  getCasinoBonuses(query: { readonly count: number; readonly offset: number; readonly statuses?: readonly BonusStatus[] }, signal?: AbortSignal): Promise<ApiResult<Page<PlayerBonus>>>;
  getBettingBonuses(signal?: AbortSignal): Promise<ApiResult<readonly PlayerBonus[]>>;
  /**
   * With `burnActive` (bonus isolation, after the player agreed) the running bonus of the same type is forfeited in
   * the same call; without it an active bonus of that type makes the call fail.
   */
  activate(bonus: BonusRef, options?: { readonly burnActive?: boolean }): Promise<ApiResult<true>>;
  /** Casino bonuses only: an active bonus goes back to available and its money leaves the bonus balance. */
  deactivate(bonus: BonusRef): Promise<ApiResult<true>>;
  remove(bonus: BonusRef): Promise<ApiResult<true>>;
  /** Active free-spin packs with descriptions (up to `count`). */
  getFreeSpins(count: number, signal?: AbortSignal): Promise<ApiResult<readonly PlayerFreeSpins[]>>;
}
export const BonusesPort = Symbol.for('BonusesPort');
