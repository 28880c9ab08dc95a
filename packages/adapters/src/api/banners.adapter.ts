import { BannersPort, type BannerImages, type BannerSlide } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { ApiClientToken, settle, toResult, type ApiClient } from './api-client.ts';

/**
 * A banner's art per width. The wide image is the one under the configured key, else `desktop`, else the first; the
 * order of the others is no guide: the backend's JSON keeps its keys in no particular order (the sandbox's PostgreSQL
 * puts `mobile` first), and "the first" showed phone art on desktops. Tablets and phones fall back to the next wider.
 */
export function bannerImages(images: Readonly<Record<string, string>>, wideKey: string): BannerImages | null {
  const desktop = images[wideKey] ?? images.desktop ?? Object.values(images)[0];
  if (!desktop) return null;
  const tablet = images.tablet ?? desktop;
  return { desktop, tablet, mobile: images.mobile ?? tablet };
}

/** BannersPort over `banners.get`: each banner with its art per width. */
@injectable()
export class ApiBanners implements BannersPort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  async get(q: { count: number; position?: string; imageKey: string }, signal?: AbortSignal) {
    const query = { count: q.count, position: q.position, fields: ['description' as const] };
    return toResult(await settle(this.api.GET('/api/banners.get', { params: { query }, signal })), (data) =>
      data.items.flatMap((b): BannerSlide[] => {
        const d = b.description;
        if (!d) return [];
        const images = bannerImages(d.images, q.imageKey);
        return [{ id: b.id, sysname: b.sysname, position: d.position, title: d.title, text: d.text, buttonText: d.button_text, link: d.link, images, finishedAt: b.finished_at }];
      }),
    );
  }
}
