import { ContainerModule } from 'inversify';
import { AfterSignInService } from './after-sign-in.service.ts';
import { fillSlot } from '../../shared/slots/fill-slot.ts';
import { InactivityService } from './inactivity.service.ts';
import { inactivityWarningRenderer } from './render-inactivity-warning.tsx';
import { SessionNotices } from './session-notices.ts';
import { SessionSyncService } from './session-sync.service.ts';
import { SessionWatchers } from './session-watchers.service.ts';
import { InactivityWarningSlot } from './slots.ts';

/** The session feature: idle timer, one session across tabs, what follows a sign-in (singletons, started once). */
export function sessionModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    fillSlot(bind, InactivityWarningSlot, inactivityWarningRenderer);
    bind(SessionNotices).toSelf().inSingletonScope();
    bind(SessionSyncService).toSelf().inSingletonScope();
    bind(InactivityService).toSelf().inSingletonScope();
    bind(AfterSignInService).toSelf().inSingletonScope();
    bind(SessionWatchers).toSelf().inSingletonScope();
  });
}

