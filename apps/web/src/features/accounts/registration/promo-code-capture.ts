import { PROMO_CODE_STORAGE_KEY, resolvePromoCode } from '@casino/domain/bonuses';
import type { QueryLike } from '@casino/domain/routing';
import type { LocalStoragePort } from '@casino/domain/ports';

/**
 * A landing address with `promo_code` replaces the stored promo code (the last one if several), so it is
 * still there when the player registers later. Stored under local-storage key `promo_code`.
 */
export function capturePromoCode(search: string, storage: LocalStoragePort): void {
  const query: Record<string, string[]> = {};
  new URLSearchParams(search).forEach((value, key) => (query[key] ??= []).push(value));
  const promo = resolvePromoCode(query as QueryLike, storage.get<string>(PROMO_CODE_STORAGE_KEY));
  if (promo.store && promo.code) storage.set(PROMO_CODE_STORAGE_KEY, promo.code);
}
