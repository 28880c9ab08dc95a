/** The session feature: idle timer with its warning, one session across tabs, what follows a sign-in. */
export { sessionModule } from './session.module.ts';
export { SessionWatchers } from './SessionWatchers.tsx';
export { AccountUnavailableNotice } from './AccountUnavailable.tsx';
