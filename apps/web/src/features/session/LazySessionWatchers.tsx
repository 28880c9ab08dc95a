import { afterFirstPaint } from '../../shared/di/after-first-paint.tsx';

/**
 * The session watchers (idle timer, tabs' sync, what follows a sign-in) start right after the first paint: nothing
 * they do is needed to draw the page, so their code stays out of the initial chunk.
 */
export const LazySessionWatchers = afterFirstPaint(() => import('./SessionWatchers.tsx'), ({ SessionWatchers }) => <SessionWatchers />);
