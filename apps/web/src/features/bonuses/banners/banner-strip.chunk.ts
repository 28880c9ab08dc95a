
export * from '../wiring.ts';

/** The banner strip as a lazy chunk for other screens: `const { BannerStrip } = useChunk(bannerStripChunk)`, then `<BannerStrip position="gamehall_top" />`. */
export { BannerStrip, BannerStripView } from './BannerStrip.tsx';
