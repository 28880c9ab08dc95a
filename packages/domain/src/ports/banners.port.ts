import type { ApiResult } from './account.port';

/** A promotional banner, its image already picked by the configured image key. */
export interface BannerItem {
  readonly id: number;
  readonly title: string;
  readonly text: string;
  readonly buttonText: string | null;
  /** App path (no locale prefix) or an absolute address. */
  readonly link: string | null;
  readonly image: string | null;
  readonly position: string;
}

export interface BannersPort {
  /** Banners running now, in display order, with the image under `imageKey` (falling back to any image). */
  getBanners(request: { readonly count: number; readonly position?: string; readonly imageKey: string }, signal?: AbortSignal): Promise<ApiResult<readonly BannerItem[]>>;
}
export const BannersPort = Symbol.for('BannersPort');
