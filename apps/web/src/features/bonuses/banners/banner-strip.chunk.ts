
export * from '../wiring.ts';

/** The banner strip as a lazy chunk for other features' pages: it fills the games hall's `HallBannersSlot`. */
export { BannerStrip, BannerStripView } from './BannerStrip.tsx';
