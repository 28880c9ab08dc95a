import { Suspense } from 'react';
import { useChunk } from '../../../shared/di/react.tsx';

const importer = () => import('./GamesSearchButton.tsx');

function Loaded() {
  const { GamesSearchButton } = useChunk(importer);
  return <GamesSearchButton />;
}

/** The search button (and its shortcuts) loaded with its own chunk, so a page that shows it carries none of it. */
export function LazyGamesSearchButton() {
  return (
    <Suspense fallback={null}>
      <Loaded />
    </Suspense>
  );
}
