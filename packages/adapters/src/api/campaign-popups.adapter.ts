import { CampaignPopupsPort, err, ok, type CampaignPopup } from '@casino/domain';
import { inject, injectable } from 'inversify';
import { ApiClientToken, settle, toApiFailure, type ApiClient } from './api-client.ts';

/** CampaignPopupsPort over `popups.get`. */
@injectable()
export class ApiCampaignPopups implements CampaignPopupsPort {
  constructor(@inject(ApiClientToken) private readonly api: ApiClient) {}

  async get(sysname?: string, signal?: AbortSignal) {
    const { data, error } = await settle(this.api.GET('/api/popups.get', { params: { query: { sysname } }, signal }));
    if (error) return err(toApiFailure(error));
    return ok(data.map((p): CampaignPopup => ({ id: p.id, sysname: p.sysname, title: p.title, content: p.content, image: p.image, buttons: p.buttons, priority: p.priority })));
  }
}
