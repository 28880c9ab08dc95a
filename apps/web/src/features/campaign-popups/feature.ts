import type { ResolutionContext } from 'inversify';
import { ChunkLoader } from '../../shared/di/lazy-chunk.ts';
import { defineFeature } from '../../shared/feature/feature.ts';
import { CampaignPopups } from './campaign-popups.ts';
import { CampaignPopupsStartup } from './startup/campaign-popups.startup.ts';

const loadChunk = () => import('./campaign-popups.chunk.ts');

/**
 * Campaign popups: the app reports route changes to `CampaignPopups`; the service, its adapter and the renderer with
 * the HTML sanitiser load after the first paint: at start-up on a page where a popup may open (its start-up job),
 * elsewhere with the first route change that may show one.
 */
export const campaignPopupsFeature = defineFeature({
  name: 'campaign-popups',
  bindings: ({ bind }) => {
    bind<CampaignPopups>(CampaignPopups)
      .toDynamicValue((context: ResolutionContext): CampaignPopups => {
        const service = () => context.get<ChunkLoader>(ChunkLoader)(loadChunk).then((chunk) => context.get(chunk.CampaignPopupService));
        return { afterNavigation: async (location) => (await service()).afterNavigation(location), prepare: async () => (await service()).prepare() };
      })
      .inSingletonScope();
  },
  startup: [CampaignPopupsStartup],
});
