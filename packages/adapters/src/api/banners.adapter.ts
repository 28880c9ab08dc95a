import { BannersPort, type BannerItem } from '@casino/domain';
import type { Schema } from '@casino/sdk';
import { inject, injectable } from 'inversify';
import { ApiClientToken, settle, toResult, type ApiClient } from './api-client.ts';

/** A banner with the image under the configured key, or its first image when that key is missing. */
export function toBannerItem(banner: Schema<'Banner'>, imageKey: string): BannerItem | null {
  const d = banner.description;
  if (!d) return null;
  const image = d.images[imageKey] ?? Object.values(d.images)[0] ?? null;
  return { id: banner.id, title: d.title, text: d.text, buttonText: d.button_text, link: d.link, image, position: d.position };
}

/** BannersPort over `banners.get`. */
@injectable()
export class ApiBanners implements BannersPort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  async getBanners(request: { readonly count: number; readonly position?: string; readonly imageKey: string }, signal?: AbortSignal) {
    const query = { count: request.count, fields: ['description' as const], ...(request.position ? { position: request.position } : {}) };
    return toResult(await settle(this.api.GET('/api/banners.get', { params: { query }, signal })), (data) =>
      data.items.map((b) => toBannerItem(b, request.imageKey)).filter((b): b is BannerItem => b !== null),
    );
  }
}
