import { Suspense, type ReactNode } from 'react';
import type { ChunkImporter, FeatureChunk } from './lazy-chunk.ts';
import { useChunk } from './react.tsx';

/**
 * A part of the page whose code comes after the first paint: it renders nothing until its chunk has loaded, then
 * what `render` makes of the chunk. Nothing such a part does is needed to draw the page, so its code (and what it
 * imports) stays out of the initial download.
 * @example export const LazySiteHead = afterFirstPaint(() => import('./head/SiteHead.tsx'), ({ SiteHead }) => <SiteHead />);
 */
export function afterFirstPaint<C extends FeatureChunk>(importer: ChunkImporter<C>, render: (chunk: C) => ReactNode) {
  function Loaded() {
    return render(useChunk(importer));
  }
  return function AfterFirstPaint() {
    return (
      <Suspense fallback={null}>
        <Loaded />
      </Suspense>
    );
  };
}
