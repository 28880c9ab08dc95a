import { ApiCampaignPopups } from '@casino/adapters';
import { CampaignPopupsPort } from '@casino/domain/ports';
import { ContainerModule } from 'inversify';
import { fillSlot } from '../../shared/slots/fill-slot.ts';
import { CampaignPopupService } from './campaign-popups.service.ts';
import { CampaignPopupViewSlot } from './slots.ts';

/** The popup service and its adapter, loaded on the first route change rather than with the first paint. */
export { CampaignPopupService };

export const modules = [
  () =>
    new ContainerModule(({ bind }) => {
      fillSlot(bind, CampaignPopupViewSlot, () => import('./render-campaign-popup.tsx').then((m) => m.renderCampaignPopup));
      bind(CampaignPopupService).toSelf().inSingletonScope();
    }),
];

export const adapters = [() => new ContainerModule(({ bind }) => void bind(CampaignPopupsPort).to(ApiCampaignPopups).inSingletonScope())];
