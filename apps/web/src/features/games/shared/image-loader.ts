import { heightForWidth, ipxUrl } from '@casino/domain';
import type { ImageLoader } from '@casino/ui/responsive-image';

/** Game and banner images go through the site's image proxy, cropped to the card's shape. */
export const ipxLoader = (ratio?: number): ImageLoader => ({ src, width, quality, format }) =>
  /^(data|blob):/.test(src) ? src : ipxUrl(src, { width, height: heightForWidth(width, ratio), quality, format, fit: 'cover' });
