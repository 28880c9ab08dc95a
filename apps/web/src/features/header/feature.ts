import { defineFeature } from '../../shared/feature/feature.ts';

/** The page header: nothing bound at start (its view-model is made on demand); it is listed so the app knows it. */
export const headerFeature = defineFeature({ name: 'header' });
