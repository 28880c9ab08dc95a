import type { ReactNode } from 'react';
import { Link, ToggleButton } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { ResponsiveImage, type ResponsiveImageProps } from '../ResponsiveImage/ResponsiveImage';
import * as styles from './GameCard.css';

export type GameCardProps = {
  title: string;
  /** Second line (e.g. the provider). */
  subtitle?: ReactNode;
  /** Image sources, best first (see ResponsiveImage). */
  image: string[];
  imageProps?: Omit<ResponsiveImageProps, 'sources' | 'alt'>;
  /** Spec part 1 §9: game item layouts vertical, horizontal. Default vertical. */
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
          <Link href={href} onPress={onPress} className={styles.titleLink}>{title}</Link>
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

function Favourite({ selected, onChange, label, inline }: { selected: boolean; onChange?: (v: boolean) => void; label: string; inline?: boolean }) {
  return (
    <ToggleButton
      isSelected={selected}
      onChange={onChange}
      aria-label={label}
      className={styles.favourite}
      style={inline ? { position: 'relative', inset: 'auto', marginInlineStart: 'auto', flexShrink: 0 } : undefined}
    >
      <Icon name="heart" size={18} className={selected ? styles.heartFilled : undefined} />
    </ToggleButton>
  );
}
