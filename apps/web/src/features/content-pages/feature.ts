import { defineFeature } from '../../shared/feature/feature.ts';

/** Pages of the content configuration (`/{slug}`). */
export const contentPagesFeature = defineFeature({
  name: 'content-pages',
  screens: {
    'content-page': () => import('./ContentPageScreen.tsx'),
  },
});
