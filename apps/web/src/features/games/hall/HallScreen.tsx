import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useService } from '../../../shared/di/react.tsx';
import { usePreloadedViewModel, usePreloading } from '../../../shared/di/preload.tsx';
import { useScreenSeo } from '../../seo/index.ts';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';
import { FavouritesStore } from '../shared/favourites.store.ts';
import { gamesCatalog, gamesChunkModules, gamesChunkAdapters } from '../shared/chunk.ts';
import { queryOf } from '../shared/query.ts';
import { HallCache } from './hall-cache.ts';
import { GamesHallViewModel } from './hall.vm.ts';
import { HallBanners } from './HallBanners.tsx';
import { HallView } from './HallView.tsx';
import { useOpenGamesSearch } from '../search/open-search.ts';

export const modules = gamesChunkModules;
export const adapters = gamesChunkAdapters;
export const catalog = gamesCatalog;

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
  useEffect(() => {
    let frame = 0;
    const shown = shownByPrerender.current ? Promise.resolve() : vm.show(queryOf(location.search), id);
    shownByPrerender.current = false;
    void shown.then(() => {
      const y = cache.scrollOf(location.key);
      // after the rows of a list seen before are laid out again
      if (y !== undefined) frame = requestAnimationFrame(() => window.scrollTo(0, y));
    });
    // once the address has moved on, the page being left shrinks and scrolls: that is not where the player was
    const here = `${location.pathname}${location.search}`;
    const onScroll = () => {
      if (`${window.location.pathname}${window.location.search}` === here) cache.saveScroll(location.key, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [vm, cache, location.pathname, location.search, location.key, id]);

  // Where the player was when leaving, read as the hall is taken down (its rows still in the page): a scroll event
  // arrives a frame after the scroll, so one made just before a click (a card scrolled into view) could miss it.
  useLayoutEffect(() => {
    const key = location.key;
    return () => cache.saveScroll(key, window.scrollY);
  }, [cache, location.key]);

  // a category's hall is named after the category
  const category = id === undefined ? undefined : vm.categories.find((c) => c.sysname === id)?.name;
  useScreenSeo(category ? { entityTitle: category } : undefined);
  // one function for the hall's life: the pickers wait to hydrate (HallFiltersBar) only while their props stay the same
  const go = useCallback((href: string) => void navigate(locale.localize(href)), [navigate, locale]);
  return <HallView vm={vm} go={go} localize={locale.localize} top={<HallBanners />} />;
}
