import { CampaignPopupsPort } from '@casino/domain';
import { inject, injectable } from 'inversify';
import { ApiClientToken, attempt, type ApiClient } from './api-client.ts';

/** CampaignPopupsPort over `popups.get`. */
@injectable()
export class ApiCampaignPopups implements CampaignPopupsPort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  get(sysname?: string, signal?: AbortSignal) {
    return attempt(this.api.GET('/api/popups.get', { params: { query: { sysname } }, signal }), (list) =>
      list.map((p) => ({ id: p.id, sysname: p.sysname, title: p.title, content: p.content, image: p.image, buttons: p.buttons, priority: p.priority })),
    );
  }
}
