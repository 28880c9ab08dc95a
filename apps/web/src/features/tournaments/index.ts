/**
 * Tournaments, jackpots and winners. Screens load through the route table; the home page may show this feature's
 * widgets (jackpot ticker, tournaments teaser, winners strip) from one lazy chunk:
 * @example const { JackpotTickerWidget } = useChunk(loadHomeWidgets);  // under <Suspense>
 */
export const loadHomeWidgets = () => import('./home/HomeWidgets.tsx');
