import type { ResolutionContext } from 'inversify';
import { ChunkLoader } from '../../shared/di/lazy-chunk.ts';
import { defineFeature } from '../../shared/feature/feature.ts';
import { CampaignPopups } from './campaign-popups.ts';

const loadChunk = () => import('./campaign-popups.chunk.ts');

/**
 * Campaign popups: the app reports route changes to `CampaignPopups`; the service, its adapter, and (when a popup is
 * shown) the renderer with the HTML sanitiser load on demand, none of it with the first paint.
 */
export const campaignPopupsFeature = defineFeature({
  name: 'campaign-popups',
  bindings: ({ bind }) => {
    bind<CampaignPopups>(CampaignPopups)
      .toDynamicValue((context: ResolutionContext): CampaignPopups => {
        const service = () => context.get<ChunkLoader>(ChunkLoader)(loadChunk).then((chunk) => context.get(chunk.CampaignPopupService));
        return { afterNavigation: async (location) => (await service()).afterNavigation(location) };
      })
      .inSingletonScope();
  },
});
