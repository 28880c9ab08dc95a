import { Suspense } from 'react';
import { useChunk } from '../../shared/di/react.tsx';

const importer = () => import('./head/SiteHead.tsx');

function Loaded() {
  const { SiteHead } = useChunk(importer);
  return <SiteHead />;
}

/**
 * The page's head (title, description, robots, language links, structured data) is written after the first paint:
 * index.html carries a sensible title and description until then, and the head library and the SEO settings call
 * stay out of the first download.
 */
export function LazySiteHead() {
  return (
    <Suspense fallback={null}>
      <Loaded />
    </Suspense>
  );
}
