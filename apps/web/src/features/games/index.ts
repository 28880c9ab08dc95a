/**
 * The games feature: home page, games hall, game page and search. Its screens are lazy chunks the router loads
 * (`*Screen.tsx`); nothing of it is bound at start-up. What other parts of the app may use:
 * - `LazyGamesSearchButton`: the search button with its `/` and Ctrl/⌘+K shortcuts; its code loads on first render.
 */
export { LazyGamesSearchButton } from './search/LazyGamesSearchButton.tsx';
