import { defineFeature } from '../../shared/feature/feature.ts';

/** The sports bets history (`/profile/bets/history`). */
export const betHistoryFeature = defineFeature({
  name: 'bet-history',
  screens: {
    'bet-history': () => import('./BetHistoryScreen.tsx'),
  },
});
