import { ApiCampaignPopups } from '@casino/adapters';
import { CampaignPopupsPort } from '@casino/domain/ports';
import { ContainerModule } from 'inversify';
import { CampaignPopupService, LoadCampaignPopupRenderer } from './campaign-popups.service.ts';

/** The popup service and its adapter, loaded on the first route change rather than with the first paint. */
export { CampaignPopupService };

export const modules = [
  () =>
    new ContainerModule(({ bind }) => {
      bind(LoadCampaignPopupRenderer).toConstantValue(() => import('./render-campaign-popup.tsx').then((m) => m.renderCampaignPopup));
      bind(CampaignPopupService).toSelf().inSingletonScope();
    }),
];

export const adapters = [() => new ContainerModule(({ bind }) => void bind(CampaignPopupsPort).to(ApiCampaignPopups).inSingletonScope())];
