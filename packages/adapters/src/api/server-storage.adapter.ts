import { ServerStoragePort } from '@casino/domain';
import { inject, injectable } from 'inversify';
import { ApiClientToken, attempt, type ApiClient } from './api-client.ts';

/** ServerStoragePort over `storage.get` / `storage.set`. */
@injectable()
export class ApiServerStorage implements ServerStoragePort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  get(keys: readonly string[], signal?: AbortSignal) {
    return attempt(this.api.GET('/api/storage.get', { params: { query: { keys: [...keys] } }, signal }), (values) => values);
  }

  set(key: string, value: string) {
    return attempt(this.api.POST('/api/storage.set', { body: { key, value } }), () => true as const);
  }
}
