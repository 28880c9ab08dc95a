import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useService } from '../../../shared/di/react.tsx';
import { usePreloadedViewModel, usePreloading } from '../../../shared/di/preload.tsx';
import { useScreenSeo } from '../../seo/index.ts';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { FavouritesStore } from '../shared/favourites.store.ts';
import { queryOf } from '../shared/query.ts';
import type { GridScrollMemory } from './grid-scroll.ts';
import { HallCache } from './hall-cache.ts';
import { GamesHallViewModel } from './hall.vm.ts';
import { useHold } from '../../../shared/layout/hold.ts';
import { HallBanners } from './HallBanners.tsx';
import { HallView } from './HallView.tsx';
import { useOpenGamesSearch } from '../search/open-search.ts';

export * from '../wiring.ts';

/** `/gamehall` and `/gamehall/{id}`: the filters live in the address, so Back and Forward restore them. */
export function Screen() {
  const location = useLocation();
  const { id } = useParams();
  // a prerendered hall carries its first page of games; otherwise the address effect below shows them
  const preloading = usePreloading();
  const vm = usePreloadedViewModel(GamesHallViewModel, 'gamehall', (hall) => (preloading ? Promise.all([hall.start(), hall.show(queryOf(location.search), id)]) : hall.start()));
  const favourites = useService(FavouritesStore);
  const cache = useService(HallCache);
  const locale = useService(LocaleStore);
  const navigate = useNavigate();

  useEffect(() => void favourites.load(), [favourites]);

  // `?search=` (the site search action search engines show): the search opens with the words, and the address drops
  // them, so Back does not open it again
  const openSearch = useOpenGamesSearch();
  const searched = new URLSearchParams(location.search).get('search')?.trim().slice(0, 100);
  useEffect(() => {
    if (!searched) return;
    const rest = new URLSearchParams(location.search);
    rest.delete('search');
    navigate({ search: rest.size ? `?${rest}` : '' }, { replace: true });
    openSearch(searched);
  }, [searched, location.search, navigate, openSearch]);

  // the prerendered hall's games came with the page: showing them again would change the filters' state before the
  // lazy parts (filters, banners) have hydrated, and React would throw their prerendered markup away
  const shownByPrerender = useRef(preloading);
  // the player's place in this history entry's games: handed to the grid once the entry's games are in the view
  // model, so what it restores is a place in this list, not in the one shown before. A prerendered hall has its games
  // from the first render, and a change of state while it hydrates would make React throw that markup away: its
  // entry's place is there from the start.
  const [scrollMemory, setScrollMemory] = useState(() => (preloading ? gridMemory(cache, location.key) : undefined));
  useEffect(() => {
    if (shownByPrerender.current) return void (shownByPrerender.current = false);
    let current = true;
    const entry = location.key;
    void vm.show(queryOf(location.search), id).then(() => current && setScrollMemory(gridMemory(cache, entry)));
    return () => void (current = false);
  }, [vm, cache, location.search, location.key, id]);

  // a category's hall is named after the category
  const category = id === undefined ? undefined : vm.categories.find((c) => c.sysname === id)?.name;
  useScreenSeo(category ? { entityTitle: category } : undefined);
  // one function for the hall's life: the pickers wait to hydrate (HallFiltersBar) only while their props stay the same
  const go = useCallback((href: string) => void navigate(locale.localize(href)), [navigate, locale]);
  const [holding, bannersSettled] = useHold(!preloading);
  return <HallView vm={vm} go={go} localize={locale.localize} top={<HallBanners onSettled={bannersSettled} />} holdBelowTop={holding} scrollMemory={scrollMemory} />;
}

const gridMemory = (cache: HallCache, entry: string): GridScrollMemory => ({ entry, saved: cache.scrollOf(entry), save: (offset) => cache.saveScroll(entry, offset) });
