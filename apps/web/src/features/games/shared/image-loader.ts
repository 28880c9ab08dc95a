import { heightForWidth, ipxUrl } from '@casino/domain/media';
import type { ImageLoader } from '@casino/ui/responsive-image';

/**
 * Game images go through the site's image proxy at the card's shape: `cover` crops the art to it (a poster behind a
 * game), `inside` keeps the whole art within that box (a tile, whose art carries the game's title).
 */
export const ipxLoader = (ratio?: number, fit: 'cover' | 'inside' = 'cover'): ImageLoader => ({ src, width, quality, format }) =>
  /^(data|blob):/.test(src) ? src : ipxUrl(src, { width, height: heightForWidth(width, ratio), quality, format, fit });
