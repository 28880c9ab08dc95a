import { useState } from 'react';
import { Icon } from '../Icon/Icon';
import { IMAGE_DEFAULTS } from '@casino/domain/media/constants';
import { buildSrcSet, queryLoader, type ImageFormat, type ImageLoader } from './loader';
import * as styles from './ResponsiveImage.css';

export type ResponsiveImageProps = {
  /** Candidate sources, best first; the next is tried when one fails to load. */
  sources: string[];
  /** Alternative text; `''` for decorative images. */
  alt: string;
  /** Displayed CSS width in px, used for the 1x/2x URLs. Default 240. */
  width?: number;
  /** Height ÷ width (spec default 1.3, portrait game tiles). */
  ratio?: number;
  /**
   * `cover` (default) fills the frame, cutting what does not fit its ratio; `contain` shows the whole image, the
   * frame's background beside it where the two ratios differ (art that must not lose its edges, such as a title).
   */
  fit?: 'cover' | 'contain';
  quality?: number;
  format?: ImageFormat;
  densities?: readonly number[];
  loader?: ImageLoader;
  /** Default lazy. */
  loading?: 'lazy' | 'eager';
  /** `high` for the image that is the page's largest paint (an eager one): the browser fetches it before the rest. */
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Called once when every source failed. */
  onFailure?: (sources: string[]) => void;
  className?: string;
};

/** An image with a fixed aspect ratio, density srcset, and fallback through `sources`. */
export function ResponsiveImage({
  sources, alt, width = 240, ratio = IMAGE_DEFAULTS.ratio, fit = 'cover', quality = IMAGE_DEFAULTS.quality, format = IMAGE_DEFAULTS.format,
  densities = IMAGE_DEFAULTS.densities, loader = queryLoader, loading = 'lazy', fetchPriority, onFailure, className,
}: ResponsiveImageProps) {
  const key = sources.join('\n');
  // the failed-source count belongs to one list of sources: a new list starts again from its first source
  const [attempt, setAttempt] = useState({ key, index: 0 });
  const index = attempt.key === key ? attempt.index : 0;
  const src = sources[index];
  const failed = src === undefined;

  const onError = () => {
    const next = index + 1;
    setAttempt({ key, index: next });
    if (next >= sources.length) onFailure?.(sources);
  };

  return (
    <span className={[styles.frame, className].filter(Boolean).join(' ')} style={{ aspectRatio: `1 / ${ratio}` }} data-failed={failed || undefined}>
      {failed ? (
        <span className={styles.fallback} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
          <Icon name="image" size={32} />
        </span>
      ) : (
        <img
          key={src}
          className={styles.img[fit]}
          src={loader({ src, width, quality, format })}
          srcSet={buildSrcSet(src, width, loader, quality, format, densities)}
          alt={alt}
          width={width}
          height={Math.round(width * ratio)}
          loading={loading}
          fetchPriority={fetchPriority}
          decoding="async"
          onError={onError}
        />
      )}
    </span>
  );
}
