import { ContainerModule } from 'inversify';
import { ScreenSeoStore } from './screen-seo.store.ts';

/** The SEO feature's first-download part: the store screens tell what they show. */
export const seoModule = () =>
  new ContainerModule(({ bind }) => {
    bind(ScreenSeoStore).toSelf().inSingletonScope();
  });
