import { ContainerModule } from 'inversify';
import { AfterSignInService } from './after-sign-in.service.ts';
import { InactivityService, InactivityWarningRenderer } from './inactivity.service.ts';
import { inactivityWarningRenderer } from './render-inactivity-warning.tsx';
import { SessionNotices } from './session-notices.ts';
import { SessionSyncService } from './session-sync.service.ts';
import { SessionWatchers } from './session-watchers.service.ts';

/** The session feature: idle timer, one session across tabs, what follows a sign-in (singletons, started once). */
export function sessionModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(InactivityWarningRenderer).toConstantValue(inactivityWarningRenderer);
    bind(SessionNotices).toSelf().inSingletonScope();
    bind(SessionSyncService).toSelf().inSingletonScope();
    bind(InactivityService).toSelf().inSingletonScope();
    bind(AfterSignInService).toSelf().inSingletonScope();
    bind(SessionWatchers).toSelf().inSingletonScope();
  });
}

