import { GameCategoriesPort } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { ApiClientToken, settle, toResult, type ApiClient } from './api-client.ts';

/** GameCategoriesPort over `games.getCategories`. */
@injectable()
export class ApiGameCategories implements GameCategoriesPort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  async getCategories(signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/api/games.getCategories', { signal })), (data) => data.map((c) => ({ id: c.id, sysname: c.sysname, name: c.name })));
  }
}
