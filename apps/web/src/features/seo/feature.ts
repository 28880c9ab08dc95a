import { defineFeature } from '../../shared/feature/feature.ts';
import { ScreenSeoStore } from './screen-seo.store.ts';

/** The document's head: titles, descriptions, links. At start-up, the store screens tell what they show. */
export const seoFeature = defineFeature({
  name: 'seo',
  bindings: ({ bind }) => void bind(ScreenSeoStore).toSelf().inSingletonScope(),
});
