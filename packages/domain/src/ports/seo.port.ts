import type { HostSeoSettings } from '../seo/page-seo';
import type { ApiResult } from './account.port';

/** The SEO settings of a host (`content.seo`): robots rules, favicons, organization and per-page SEO data. */
export interface SeoPort {
  getSettings(host: string, signal?: AbortSignal): Promise<ApiResult<HostSeoSettings>>;
}
export const SeoPort = Symbol.for('SeoPort');
