import type { ApiResult } from './account.port';

/** A promotion the CMS publishes: a card on the promotions page and a page of its own. */
export interface PromotionPage {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly image: string | null;
  /** CMS HTML: sanitise before rendering. */
  readonly content: string;
  /** An app path or an absolute URL. */
  readonly button: { readonly label: string; readonly url: string } | null;
  readonly finishedAt: string | null;
}

/** The promotions of a locale (`/content/promotions/{locale}`). */
export interface PromotionsPort {
  get(locale: string, signal?: AbortSignal): Promise<ApiResult<readonly PromotionPage[]>>;
}
export const PromotionsPort = Symbol.for('PromotionsPort');
