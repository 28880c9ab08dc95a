import { defineFeature } from '../../shared/feature/feature.ts';

/** The icons page and the error pages. */
export const systemPagesFeature = defineFeature({
  name: 'system-pages',
  screens: {
    icons: () => import('./IconsScreen.tsx'),
  },
});
