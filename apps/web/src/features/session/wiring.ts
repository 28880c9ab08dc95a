import { tabChannelAdapterModule } from '@casino/adapters';
import { ContainerModule } from 'inversify';
import { AfterSignInService } from './after-sign-in.service.ts';
import { fillSlot } from '../../shared/slots/fill-slot.ts';
import { InactivityService } from './inactivity.service.ts';
import { inactivityWarningRenderer } from './render-inactivity-warning.tsx';
import { SessionNotices } from './session-notices.ts';
import { SessionSyncService } from './session-sync.service.ts';
import { SessionWatchers } from './session-watchers.service.ts';
import { InactivityWarningSlot } from './slots.ts';

/**
 * What the session watchers' chunk binds before it renders (`SessionWatchers.tsx` re-exports this file): the idle
 * timer, one session across tabs, what follows a sign-in (singletons, started once).
 */
export const modules = [
  () =>
    new ContainerModule(({ bind }) => {
      fillSlot(bind, InactivityWarningSlot, inactivityWarningRenderer);
      bind(SessionNotices).toSelf().inSingletonScope();
      bind(SessionSyncService).toSelf().inSingletonScope();
      bind(InactivityService).toSelf().inSingletonScope();
      bind(AfterSignInService).toSelf().inSingletonScope();
      bind(SessionWatchers).toSelf().inSingletonScope();
    }),
];
export const adapters = [tabChannelAdapterModule];
