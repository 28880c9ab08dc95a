import { lastQueryValue, type QueryLike } from '../routing/query';

/** Local-storage key of the saved promo code. */
export const PROMO_CODE_STORAGE_KEY = 'promo_code';

export interface PromoCodeResolution {
  /** The promo code to use, if any. */
  readonly code: string | undefined;
  /** True when the query code must replace the stored one. */
  readonly store: boolean;
}

/**
 * Promo code resolution: query promo_code (the last of
 * several wins) overrides and replaces the stored one; otherwise the stored one is used.
 */
export function resolvePromoCode(query: QueryLike, stored: string | null | undefined): PromoCodeResolution {
  const fromQuery = lastQueryValue(query, PROMO_CODE_STORAGE_KEY)?.trim();
  if (fromQuery) return { code: fromQuery, store: fromQuery !== stored };
  return { code: stored ? stored : undefined, store: false };
}

/** checkPromocode: falsy response data means not found. */
export function isPromoCodeFound(data: unknown): boolean {
  return Boolean(data);
}
