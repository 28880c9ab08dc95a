import { GameCategoriesPort, err, ok } from '@casino/domain';
import { inject, injectable } from 'inversify';
import { ApiClientToken, settle, toApiFailure, type ApiClient } from './api-client.ts';

/** GameCategoriesPort over `games.getCategories`. */
@injectable()
export class ApiGameCategories implements GameCategoriesPort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  async getCategories(signal?: AbortSignal) {
    const { data, error } = await settle(this.api.GET('/api/games.getCategories', { signal }));
    return error ? err(toApiFailure(error)) : ok(data.map((c) => ({ id: c.id, sysname: c.sysname, name: c.name })));
  }
}
