import { defineFeature } from '../../shared/feature/feature.ts';

/** The sportsbook frame (`/betting`). */
export const bettingFeature = defineFeature({
  name: 'betting',
  screens: {
    betting: () => import('./SportsbookScreen.tsx'),
  },
});
