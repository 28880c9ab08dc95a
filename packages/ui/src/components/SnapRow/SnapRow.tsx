import { Children, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { frame, item, minItem, narrowItem, row } from './SnapRow.css';

export type SnapRowProps = Omit<HTMLAttributes<HTMLUListElement>, 'children'> & {
  /** The narrowest a column may be where the items sit in a grid (CSS length); default `260px`. */
  minItemWidth?: string;
  /** How wide one item is in the narrow, sideways row (CSS length); default `85%`, so the next one peeks in. */
  narrowItemWidth?: string;
  /** The items: each child becomes a list item (give it a `key`). */
  children: ReactNode;
};

/** `var(--name)` → `--name`: the custom property a vanilla-extract variable stands for. */
const property = (variable: string) => variable.slice(4, -1);

/**
 * A list of like items: a grid where the row is wide, one sideways-scrolling row that snaps to each item where it is
 * narrow (a phone). Narrow is the row's own width (a container query), so a sidebar's row behaves as a phone's.
 */
export function SnapRow({ minItemWidth = '260px', narrowItemWidth = '85%', className, style, children, ...rest }: SnapRowProps) {
  return (
    <div className={frame}>
      <ul
        {...rest}
        className={[row, className].filter(Boolean).join(' ')}
        style={{ [property(minItem)]: minItemWidth, [property(narrowItem)]: narrowItemWidth, ...style } as CSSProperties}
      >
        {/* Children.map keys each item after its child's key; it also hands over the empty ones, which get no item */}
        {Children.map(children, (child) => (child == null || typeof child === 'boolean' ? null : <li className={item}>{child}</li>))}
      </ul>
    </div>
  );
}
