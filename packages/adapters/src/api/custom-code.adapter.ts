import { enabledCustomCode } from '@casino/domain/support';
import { CustomCodePort } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { ApiClientToken, settle, toResult, type ApiClient } from './api-client.ts';

/** CustomCodePort over `content.seo`: the host's enabled custom code entries. */
@injectable()
export class ApiCustomCode implements CustomCodePort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  async getCustomCode(host: string, signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/content/seo', { params: { query: { host } }, signal })), (data) => enabledCustomCode(data.customCode ?? []));
  }
}
