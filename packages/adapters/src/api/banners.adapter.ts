import { BannersPort, type BannerSlide } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { ApiClientToken, settle, toResult, type ApiClient } from './api-client.ts';

/** BannersPort over `banners.get`; a banner's image is the one under the configured key (falling back to the first). */
@injectable()
export class ApiBanners implements BannersPort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  async get(q: { count: number; position?: string; imageKey: string }, signal?: AbortSignal) {
    const query = { count: q.count, position: q.position, fields: ['description' as const] };
    return toResult(await settle(this.api.GET('/api/banners.get', { params: { query }, signal })), (data) =>
      data.items.flatMap((b): BannerSlide[] => {
        const d = b.description;
        if (!d) return [];
        const image = d.images[q.imageKey] ?? Object.values(d.images)[0] ?? null;
        return [{ id: b.id, sysname: b.sysname, position: d.position, title: d.title, text: d.text, buttonText: d.button_text, link: d.link, image, finishedAt: b.finished_at }];
      }),
    );
  }
}
