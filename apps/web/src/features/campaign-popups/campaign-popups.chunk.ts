import { ApiCampaignPopups } from '@casino/adapters';
import { CampaignPopupsPort } from '@casino/domain/ports';
import { preloadDialogHost } from '@casino/ui/dialogs/preload';
import { ContainerModule } from 'inversify';
import { fillSlot } from '../../shared/slots/fill-slot.ts';
import { CampaignPopupService } from './campaign-popups.service.ts';
import { CampaignPopupViewSlot } from './slots.ts';

/** The popup service and its adapter, loaded on the first route change rather than with the first paint. */
export { CampaignPopupService };

export const modules = [
  () =>
    new ContainerModule(({ bind }) => {
      // What the popup needs loads at once, not one chunk after another: the renderer, the sanitiser it imports
      // (asked for here too, or the browser finds it only once the renderer's chunk has arrived) and the dialog host
      // it opens in. On a player's page the popup is often the largest element, and it otherwise waited for the
      // sanitiser after the renderer, and for the host after the page had hydrated.
      fillSlot(bind, CampaignPopupViewSlot, () =>
        Promise.all([import('./render-campaign-popup.tsx'), import('../../shared/safe-html/SafeHtml.tsx'), preloadDialogHost()]).then(([m]) => m.renderCampaignPopup),
      );
      bind(CampaignPopupService).toSelf().inSingletonScope();
    }),
];

export const adapters = [() => new ContainerModule(({ bind }) => void bind(CampaignPopupsPort).to(ApiCampaignPopups).inSingletonScope())];
