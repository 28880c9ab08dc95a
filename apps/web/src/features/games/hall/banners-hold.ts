import { useCallback, useEffect, useState } from 'react';

/** The longest the hall keeps its filters and games back for the banners: past it they show, banners or not. */
export const BANNERS_HOLD_MS = 2_000;

/**
 * Whether the hall still keeps what goes under its banners back, and the callback that ends it. A hall the browser
 * renders itself (a player's, another theme's, a filtered one) loads its banners beside its games; on a phone the
 * strip is taller than the screen, and its arriving pushed the filters and the games they had drawn down the page
 * (a layout shift of 0.5–0.7 in Lighthouse). So until the strip has settled the hall shows its skeleton in their
 * place, and the banners, the filters and the games then appear together. A prerendered hall and its hydration have
 * the banners in the first render: nothing is held. A strip that never settles is waited for `BANNERS_HOLD_MS`.
 */
export function useBannersHold(preloaded: boolean): readonly [holding: boolean, settled: () => void] {
  const [holding, setHolding] = useState(!preloaded);
  const settled = useCallback(() => setHolding(false), []);
  useEffect(() => {
    if (!holding) return;
    const timer = setTimeout(settled, BANNERS_HOLD_MS);
    return () => clearTimeout(timer);
  }, [holding, settled]);
  return [holding, settled] as const;
}
