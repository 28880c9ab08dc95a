import { ServerStoragePort } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { ApiClientToken, settle, toResult, type ApiClient } from './api-client.ts';

/** ServerStoragePort over `storage.get` / `storage.set`. */
@injectable()
export class ApiServerStorage implements ServerStoragePort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  async get(keys: readonly string[], signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/api/storage.get', { params: { query: { keys: [...keys] } }, signal })), (data) => data);
  }

  async set(key: string, value: string, signal?: AbortSignal) {
    return toResult(await settle(this.api.POST('/api/storage.set', { body: { key, value }, signal })), () => true as const);
  }
}
