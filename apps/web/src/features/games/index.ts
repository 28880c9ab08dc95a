/**
 * The games feature: home page, games hall, game page and search. Its screens are lazy chunks the router loads
 * (`*Screen.tsx`); nothing of it is bound at start-up. What other parts of the app may use:
 * - `useOpenGamesSearch`: opens the games search dialog, fetching its code on first use;
 * - `useSearchShortcuts`, `SEARCH_KEYSHORTCUTS`: `/` and Ctrl/⌘+K open it while the caller is on the page.
 */
export { SEARCH_KEYSHORTCUTS, useOpenGamesSearch, useSearchShortcuts } from './search/open-search.ts';
