import type { Driver } from '../cell.ts';

/** The loyalty programmes, shop and the player's loyalty page. */
export const LOYALTY: readonly Driver[] = [
  { op: 'loyalty.getPrograms', who: 'guest', screen: '/loyalty', failure: 'message' },
  { op: 'loyalty.getproducts', who: 'guest', screen: '/loyalty/shop', failure: 'message' },
  { op: 'loyalty.getProgram', who: 'guest', screen: '/loyalty/welcome-path', failure: 'message' },
  { op: 'loyalty.getinfo', who: 'demo', screen: '/profile/loyalty', failure: 'message' },
  { op: 'loyalty.getcharacters', who: 'demo', screen: '/profile/loyalty', failure: 'message' },
];
