import { ContainerModule } from 'inversify';
import { CampaignPopupService, LoadCampaignPopupRenderer } from './campaign-popups.service.ts';

/** The popup service; its renderer (and the HTML sanitiser) loads only when a popup is shown. */
export function campaignPopupsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(LoadCampaignPopupRenderer).toConstantValue(() => import('./render-campaign-popup.tsx').then((m) => m.renderCampaignPopup));
    bind(CampaignPopupService).toSelf().inSingletonScope();
  });
}
