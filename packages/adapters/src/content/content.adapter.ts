import type { Schema } from '@casino/sdk';
import { ContentPort, type SiteContentConfig } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { ApiClientToken, settle, toResult, type ApiClient } from '../api/api-client.ts';

export function toContentConfig(dto: Schema<'ContentConfig'>): SiteContentConfig {
  const { locale, localeStrategy, navigation, featureFlags, redirects, validationMessages, ...sections } = dto;
  return {
    locale,
    localeStrategy,
    header: navigation.header,
    footer: navigation.footer,
    featureFlags,
    redirects: redirects.map((r) => ({ from_url: r.from_url, to_url: r.to_url, is_external: r.external })),
    validationMessages,
    sections,
  };
}

/** ContentPort over `/content/config/{locale}` (the headless CMS configuration). */
@injectable()
export class ApiContent implements ContentPort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  async getConfig(locale: string, signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/content/config/{locale}', { params: { path: { locale } }, signal })), (data) => toContentConfig(data));
  }
}
