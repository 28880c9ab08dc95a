import type { CustomCodeEntry } from '../support/client-config';
import type { ApiResult } from './account.port';

/** The site's custom code (analytics tags and the like), from the SEO settings of the host. */
export interface CustomCodePort {
  getCustomCode(host: string, signal?: AbortSignal): Promise<ApiResult<readonly CustomCodeEntry[]>>;
}
export const CustomCodePort = Symbol.for('CustomCodePort');
