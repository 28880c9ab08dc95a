import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { PlainLink } from '../Link/PlainLink';
import { ResponsiveImage, type ResponsiveImageProps } from '../ResponsiveImage/ResponsiveImage';
import * as styles from './GameCard.css';

export type GameCardProps = {
  title: string;
  /** Second line (e.g. the provider). */
  subtitle?: ReactNode;
  /** Image sources, best first (see ResponsiveImage). */
  image: string[];
  imageProps?: Omit<ResponsiveImageProps, 'sources' | 'alt'>;
  /** Game item layout: vertical or horizontal. Default vertical. */
  layout?: 'vertical' | 'horizontal';
  /** Badges over the image (Badge elements). */
  badges?: ReactNode;
  href?: string;
  onPress?: () => void;
  /** Show the favourite toggle when defined. */
  isFavourite?: boolean;
  onFavouriteChange?: (next: boolean) => void;
  /** Toggle's name; default "Favourite" (its pressed state tells whether it is one). */
  favouriteLabel?: string;
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/** A game tile: image, title (the whole card is the link), badges and a favourite toggle. */
export function GameCard({
  title, subtitle, image, imageProps, layout = 'vertical', badges, href, onPress, isFavourite, onFavouriteChange,
  favouriteLabel = 'Favourite', headingLevel = 3, className,
}: GameCardProps) {
  const Heading = `h${headingLevel}` as 'h3';
  const horizontal = layout === 'horizontal';
  return (
    <article className={[styles.card({ layout }), className].filter(Boolean).join(' ')} data-layout={layout}>
      <div className={styles.media({ layout })}>
        <ResponsiveImage sources={image} alt="" width={horizontal ? 88 : 200} {...imageProps} />
        {badges && <div className={styles.badges}>{badges}</div>}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          {/* a native link where there is an address: cards come by the dozen, and react-aria's link hooks on each
              were a large share of a page's start-up on a phone */}
          {href !== undefined
            ? <PlainLink href={href} onClick={onPress} className={styles.titleLink}>{title}</PlainLink>
            : <Link onPress={onPress} className={styles.titleLink}>{title}</Link>}
        </Heading>
        {subtitle != null && <span className={styles.subtitle}>{subtitle}</span>}
      </div>
      {/* After the title in DOM order so the link is reached first; vertical cards pin it over the image. */}
      {isFavourite !== undefined && (
        <Favourite selected={isFavourite} onChange={onFavouriteChange} label={favouriteLabel} inline={horizontal} />
      )}
    </article>
  );
}

/**
 * A native toggle button (`aria-pressed`), not react-aria's: one per card, and its press, hover and focus hooks on
 * every card cost a phone's start-up more than the whole page's markup. A native button already works by keyboard,
 * pointer and touch and says whether it is pressed.
 */
function Favourite({ selected, onChange, label, inline }: { selected: boolean; onChange?: (v: boolean) => void; label: string; inline?: boolean }) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-label={label}
      onClick={() => onChange?.(!selected)}
      className={styles.favourite}
      style={inline ? { position: 'relative', inset: 'auto', marginInlineStart: 'auto', flexShrink: 0 } : undefined}
    >
      <Icon name="heart" size={18} className={selected ? styles.heartFilled : undefined} />
    </button>
  );
}
