import { PromotionsPort, type PromotionPage } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { ApiClientToken, settle, toResult, type ApiClient } from '../api/api-client.ts';

/** PromotionsPort over `/content/promotions/{locale}` (the CMS's promotions). */
@injectable()
export class ApiPromotions implements PromotionsPort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  async get(locale: string, signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/content/promotions/{locale}', { params: { path: { locale } }, signal })), (data) =>
      data.items.map((p): PromotionPage => ({ id: p.id, title: p.title, summary: p.summary, image: p.image, content: p.content, button: p.button, finishedAt: p.finished_at })),
    );
  }
}
