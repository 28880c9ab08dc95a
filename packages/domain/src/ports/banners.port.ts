import type { ApiResult } from './account.port';

/**
 * A banner's art for each width: the wide image (under the configured image key, e.g. `desktop`) and those drawn for
 * tablets and phones. A width the banner has no art for gets the next wider one.
 */
export interface BannerImages {
  readonly desktop: string;
  readonly tablet: string;
  readonly mobile: string;
}

/** A banner; `images` is null when it has no art. */
export interface BannerSlide {
  readonly id: number;
  readonly sysname: string;
  readonly position: string;
  readonly title: string;
  /** May hold HTML: sanitise before rendering. */
  readonly text: string;
  readonly buttonText: string | null;
  /** An app path or an absolute URL. */
  readonly link: string | null;
  readonly images: BannerImages | null;
  readonly finishedAt: string | null;
}

/** `banners.get`: running banners by sort order. */
export interface BannersPort {
  get(query: { readonly count: number; readonly position?: string; readonly imageKey: string }, signal?: AbortSignal): Promise<ApiResult<readonly BannerSlide[]>>;
}
export const BannersPort = Symbol.for('BannersPort');
