import type { HostSeoSettings } from '@casino/domain/seo';
import { SeoPort } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { ApiClientToken, settle, toResult, type ApiClient } from '../api/api-client.ts';

/** SeoPort over `content.seo` (texts in the client's current locale). */
@injectable()
export class ApiSeo implements SeoPort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  async getSettings(host: string, signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/content/seo', { params: { query: { host } }, signal })), (data): HostSeoSettings => ({
      robots: { disallow: data.robots.disallow },
      favicons: data.webSettings.favicons,
      organization: data.organization,
      pages: data.pages,
    }));
  }
}
