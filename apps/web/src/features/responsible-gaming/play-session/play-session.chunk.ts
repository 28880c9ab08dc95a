import { responsibleGamingAdaptersModule } from '@casino/adapters';
import { ContainerModule } from 'inversify';
import { featureCatalog, type CompiledCatalog } from '../../../shared/di/lazy-chunk.ts';
import { fillSlot } from '../../../shared/slots/fill-slot.ts';
import { RealityCheckSlot } from '../slots.ts';
import { PlaySessionWatcher } from './play-session.watcher.ts';
import { realityCheckRenderer } from './RealityCheck.tsx';

/** The reality check and the session time limit, loaded once a player has signed in (guests never download it). */
export { PlaySessionWatcher };
export const modules = [
  () =>
    new ContainerModule(({ bind }) => {
      bind(PlaySessionWatcher).toSelf().inSingletonScope();
      fillSlot(bind, RealityCheckSlot, realityCheckRenderer);
    }),
];
export const adapters = [responsibleGamingAdaptersModule];
export const catalog = featureCatalog(import.meta.glob<CompiledCatalog>('../locales/*/messages.po'));
