import { GameCategoriesPort } from '@casino/domain';
import { inject, injectable } from 'inversify';
import { ApiClientToken, attempt, type ApiClient } from './api-client.ts';

/** GameCategoriesPort over `games.getCategories`. */
@injectable()
export class ApiGameCategories implements GameCategoriesPort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  getCategories(signal?: AbortSignal) {
    return attempt(this.api.GET('/api/games.getCategories', { signal }), (list) => list.map((c) => ({ id: c.id, sysname: c.sysname, name: c.name })));
  }
}
