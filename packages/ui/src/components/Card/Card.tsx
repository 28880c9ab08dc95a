import type { HTMLAttributes } from 'react';
import { card } from './Card.css';

export type CardProps = HTMLAttributes<HTMLElement> & {
  elevation?: 'flat' | 'raised';
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Element to render; default `div` (`article`/`section` when the card is a unit of content). */
  as?: 'div' | 'article' | 'section' | 'li';
};

/** A surface grouping related content. */
export function Card({ elevation, padding, as: Tag = 'div', className, ...rest }: CardProps) {
  return <Tag {...rest} className={[card({ elevation, padding }), className].filter(Boolean).join(' ')} />;
}
