import { useEffect, useState } from 'react';
import { useService } from '../../shared/di/react.tsx';
import { ScreenSeoStore, type ScreenSeoEntry } from './screen-seo.store.ts';

/**
 * Tells the head what the screen shows, for as long as it is mounted. Pass `undefined` while the entity is loading:
 * the head keeps the screen's generic title meanwhile.
 */
export function useScreenSeo(entry: ScreenSeoEntry | undefined): void {
  const store = useService(ScreenSeoStore);
  const [owner] = useState(() => ({}));
  const key = entry ? JSON.stringify(entry) : '';
  // the prerender runs no effects: it takes the entry as the screen renders, and renders the page again for the head
  if (import.meta.env.SSR && key && JSON.stringify(store.entry) !== key) store.set(owner, JSON.parse(key) as ScreenSeoEntry);
  useEffect(() => {
    if (!key) return store.clear(owner);
    store.set(owner, JSON.parse(key) as ScreenSeoEntry);
    return () => store.clear(owner);
  }, [store, owner, key]);
}
