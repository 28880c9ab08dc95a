/** The SEO feature's public face: the page head (a lazy chunk) and the hook screens use to name what they show. */
export { LazySiteHead as SiteHead } from './LazySiteHead.tsx';
export { useScreenSeo } from './use-screen-seo.ts';
export type { ScreenSeoEntry } from './screen-seo.store.ts';
