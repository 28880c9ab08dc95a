import { err, ok, type Result } from '../shared/result';

/** Bonus kinds. */
export type BonusType = 'betting' | 'casino';

/**
 * Bonus statuses: the lifecycle a player
 * sees in a bonus list: available (can be activated), active (wagering), wagered (done),
 * expired, cancelled.
 */
export const BONUS_STATUSES = ['available', 'active', 'wagered', 'expired', 'cancelled'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

export const TOURNAMENT_PARTICIPATION_FAILED = 'Failed to participate in tournament';

/** Tournament participation must return 1. */
export function participationResult(data: unknown): Result<true, typeof TOURNAMENT_PARTICIPATION_FAILED> {
  return data === 1 || data === '1' ? ok(true) : err(TOURNAMENT_PARTICIPATION_FAILED);
}

/** Many mutations succeed when the response data equals 1. */
export function isMutationSuccess(data: unknown): boolean {
  return data === 1 || data === '1';
}

export interface LoyaltyNotificationTiming {
  readonly delayMs: number;
  readonly durationMs: number;
  readonly volume: number;
  readonly sound: boolean;
}

/** Loyalty notification defaults. */
export const LOYALTY_NOTIFICATION_DELAY_MS = 300;
export const LOYALTY_NOTIFICATION_DEFAULT_SECONDS = 5;
export const LOYALTY_NOTIFICATION_VOLUME = 0.5;

/** Plays after 300 ms, optional sound at 0.5, shown for the configured seconds (default 5). */
export function loyaltyNotificationTiming(config: { readonly durationSeconds?: number | null; readonly sound?: boolean } = {}): LoyaltyNotificationTiming {
  const seconds = config.durationSeconds != null && config.durationSeconds > 0 ? config.durationSeconds : LOYALTY_NOTIFICATION_DEFAULT_SECONDS;
  return { delayMs: LOYALTY_NOTIFICATION_DELAY_MS, durationMs: seconds * 1000, volume: LOYALTY_NOTIFICATION_VOLUME, sound: config.sound === true };
}

/** A game or promotion item whose optional description overrides name and image. */
export interface DescribedItem {
  readonly name?: string;
  readonly image_url?: string;
  readonly description?: { readonly name?: string | null; readonly img_288_192?: string | null } | null;
}

export function itemDisplay(item: DescribedItem): { readonly name: string; readonly image: string | undefined } {
  return {
    name: item.description?.name || item.name || '',
    image: item.description?.img_288_192 || item.image_url || undefined,
  };
}

/** Page sizes of the bonus calls: one request gets every free-spins pack a player can hold, and a full banner strip. */
export const FREE_SPINS_FETCH_COUNT = 99;
export const BANNERS_DEFAULT_COUNT = 10;
export const TOURNAMENT_GAMES_PAGE_SIZE = 12;
