import type { ApiResult } from './account.port';

/** A banner; `image` is the URL under the configured image key (e.g. desktop), when the banner has one. */
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
  readonly image: string | null;
  readonly finishedAt: string | null;
}

/** `banners.get`: running banners by sort order. */
export interface BannersPort {
  get(query: { readonly count: number; readonly position?: string; readonly imageKey: string }, signal?: AbortSignal): Promise<ApiResult<readonly BannerSlide[]>>;
}
export const BannersPort = Symbol.for('BannersPort');
