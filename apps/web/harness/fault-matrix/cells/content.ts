import type { Driver } from '../cell.ts';

/** Promotions, offers and content pages. */
export const CONTENT: readonly Driver[] = [
  { op: 'content.promotions', who: 'guest', screen: '/promotions', failure: 'message' },
  { op: 'content.page', who: 'guest', screen: '/terms', failure: 'message' },
  { op: 'campaigns.getoffers', who: 'guest', screen: '/offers', failure: 'message' },
];
