import { ServerStoragePort, err, ok } from '@casino/domain';
import { inject, injectable } from 'inversify';
import { ApiClientToken, settle, toApiFailure, type ApiClient } from './api-client.ts';

/** ServerStoragePort over `storage.get` / `storage.set`. */
@injectable()
export class ApiServerStorage implements ServerStoragePort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  async get(keys: readonly string[], signal?: AbortSignal) {
    const { data, error } = await settle(this.api.GET('/api/storage.get', { params: { query: { keys: [...keys] } }, signal }));
    return error ? err(toApiFailure(error)) : ok(data);
  }

  async set(key: string, value: string, signal?: AbortSignal) {
    const { error } = await settle(this.api.POST('/api/storage.set', { body: { key, value }, signal }));
    return error ? err(toApiFailure(error)) : ok(true as const);
  }
}
