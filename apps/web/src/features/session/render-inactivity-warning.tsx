import { lazy, Suspense } from 'react';
import type { InactivityWarningRenderer } from './slots.ts';

const load = () => import('./InactivityWarning.tsx');
const InactivityWarning = lazy(load);

/** The warning's body loads on its own chunk, fetched ahead while a player is signed in. */
export const inactivityWarningRenderer: InactivityWarningRenderer = {
  render: (model) => (
    <Suspense fallback={null}>
      <InactivityWarning model={model} />
    </Suspense>
  ),
  preload: () => void load().catch(() => undefined),
};
