import { IMAGE_DEFAULTS } from '@casino/domain/media/constants';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './GameCard.css';

export type GameCardSkeletonProps = {
  /** As the card's: default vertical. */
  layout?: 'vertical' | 'horizontal';
  /** The image's height to its width, as the card's image (default as ResponsiveImage's). */
  ratio?: number;
  className?: string;
};

/**
 * A card's place while its game loads, built from the card's own box (padding, gaps, an image of the same ratio, a
 * title line and a subtitle line as tall as the card's): the card that takes it over is exactly as tall, so nothing
 * below a row of them moves when the games arrive. An image-only placeholder was 46 px shorter than a 140 px card.
 * Decorative (`aria-hidden`): mark the loading container with `aria-busy`.
 */
export function GameCardSkeleton({ layout = 'vertical', ratio = IMAGE_DEFAULTS.ratio, className }: GameCardSkeletonProps) {
  return (
    <div aria-hidden data-skeleton="" className={[styles.card({ layout }), styles.placeholder, className].filter(Boolean).join(' ')}>
      <div className={styles.media({ layout })}>
        <Skeleton aspectRatio={1 / ratio} radius="none" />
      </div>
      <div className={styles.body}>
        {/* each line as tall as the card's text there (1lh: its line height, in its font); widths in em, since a
            horizontal card's text column is as wide as its text */}
        <div className={styles.title}><Skeleton width="8em" height="1lh" radius="sm" /></div>
        <div className={styles.subtitle}><Skeleton width="6em" height="1lh" radius="sm" /></div>
      </div>
    </div>
  );
}
