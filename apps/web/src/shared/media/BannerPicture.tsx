import { ipxSrcSet, ipxUrl, MEDIA_BREAKPOINTS } from '@casino/domain/media';
import type { BannerImages } from '@casino/domain/ports';
import * as styles from './BannerPicture.css.ts';

/** A box the image proxy crops the art to (CSS pixels; the 2x copy doubles it). */
export interface ArtBox {
  readonly width: number;
  readonly height: number;
}

export interface BannerPictureProps {
  readonly images: BannerImages;
  /** The box each width's art is asked for: where the slot is shaped differently on phones, say so here. */
  readonly boxes: { readonly mobile: ArtBox; readonly tablet: ArtBox; readonly desktop: ArtBox };
  readonly className?: string;
  readonly loading?: 'eager' | 'lazy';
  readonly fetchPriority?: 'high' | 'auto';
  readonly decoding?: 'sync' | 'async';
}

/** Phones up to the tablet tier, tablets up to the laptop tier; wider screens take the wide art. */
const PHONE = `(max-width: ${MEDIA_BREAKPOINTS.tablet - 1}px)`;
const TABLET = `(max-width: ${MEDIA_BREAKPOINTS.laptop - 1}px)`;

/**
 * A banner's art for the screen's width: the phone art on a phone, the tablet art on a tablet, the wide art
 * elsewhere, each through the image proxy at its box (1x and 2x). Every source carries its size, and the slot its
 * shape in CSS, so the picture chosen moves nothing as it loads. Decorative: the banner's title says what it is.
 */
export function BannerPicture({ images, boxes, className, loading = 'lazy', fetchPriority, decoding = 'async' }: BannerPictureProps) {
  const source = (art: string, box: ArtBox) => ({ srcSet: ipxSrcSet(art, { ...box, fit: 'cover' }), width: box.width, height: box.height });
  return (
    <picture className={styles.picture}>
      <source media={PHONE} {...source(images.mobile, boxes.mobile)} />
      <source media={TABLET} {...source(images.tablet, boxes.tablet)} />
      <img
        className={className}
        src={ipxUrl(images.desktop, { ...boxes.desktop, fit: 'cover' })}
        srcSet={ipxSrcSet(images.desktop, { ...boxes.desktop, fit: 'cover' })}
        width={boxes.desktop.width}
        height={boxes.desktop.height}
        alt=""
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={decoding}
      />
    </picture>
  );
}
