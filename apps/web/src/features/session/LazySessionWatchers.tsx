import { Suspense } from 'react';
import { useChunk } from '../../shared/di/react.tsx';

const importer = () => import('./SessionWatchers.tsx');

function Loaded() {
  const { SessionWatchers } = useChunk(importer);
  return <SessionWatchers />;
}

/**
 * The session watchers (idle timer, tabs' sync, what follows a sign-in) start right after the first paint: nothing
 * they do is needed to draw the page, so their code stays out of the initial chunk.
 */
export function LazySessionWatchers() {
  return (
    <Suspense fallback={null}>
      <Loaded />
    </Suspense>
  );
}
