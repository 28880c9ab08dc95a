import { ContentPagesPort, type ContentPage } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { ApiClientToken, settle, toResult, type ApiClient } from '../api/api-client.ts';

/** ContentPagesPort over `/content/pages/{locale}` and `/content/pages/{locale}/{slug}`. */
@injectable()
export class ApiContentPages implements ContentPagesPort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  async getPage(locale: string, slug: string, signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/content/pages/{locale}/{slug}', { params: { path: { locale, slug } }, signal })), (data): ContentPage => ({
      slug: data.slug,
      title: data.title,
      description: data.description,
      content: data.content,
      publishedAt: data.publishedAt,
      updatedAt: data.updatedAt,
      breadCrumbs: data.breadCrumbs,
    }));
  }

  async listPages(locale: string, signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/content/pages/{locale}', { params: { path: { locale } }, signal })), (data) =>
      data.items.map((item) => ({ slug: item.slug, title: item.title, updatedAt: item.updatedAt })),
    );
  }
}
