import { CampaignPopupsPort, type PopupCampaign } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { ApiClientToken, settle, toResult, type ApiClient } from './api-client.ts';

/** CampaignPopupsPort over `popups.get`. */
@injectable()
export class ApiCampaignPopups implements CampaignPopupsPort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  async get(sysname?: string, signal?: AbortSignal) {
    return toResult(await settle(this.api.GET('/api/popups.get', { params: { query: { sysname } }, signal })), (data) =>
      data.map((p): PopupCampaign => ({ id: p.id, sysname: p.sysname, title: p.title, content: p.content, image: p.image, buttons: p.buttons, priority: p.priority, audience: p.audience })),
    );
  }
}
