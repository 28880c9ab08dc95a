/** The session feature: idle timer with its warning, one session across tabs, what follows a sign-in. It loads as a lazy chunk after the first paint. */
export { LazySessionWatchers as SessionWatchers } from './LazySessionWatchers.tsx';
export { HintBannersView } from './HintBannersView.tsx';
export { AccountUnavailableNotice } from './AccountUnavailable.tsx';
