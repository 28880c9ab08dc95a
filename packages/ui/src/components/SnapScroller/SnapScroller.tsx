import { Children, useEffect, useRef, useState, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './SnapScroller.css';
import { needsOwnTabStop } from './tab-stop';

export type SnapScrollerProps = Omit<HTMLAttributes<HTMLUListElement>, 'children'> & {
  /** How wide one item is (CSS length, e.g. `140px` or `85%` so the next one peeks in); default its content's width. */
  itemWidth?: string;
  /** `mandatory` (default): the row always comes to rest on an item; `proximity`: only when it stops near one. */
  snap?: 'mandatory' | 'proximity';
  /** Space between items; default `md`. */
  gap?: 'sm' | 'md';
  /** `thin` (default) for a mouse to drag; `hidden` where the row is only swiped. */
  scrollbar?: 'thin' | 'hidden';
  /** A class for every item (`li`), e.g. to keep off-screen items from being laid out. */
  itemClassName?: string;
  /** The items: each child becomes a list item (give it a `key`); empty children get none. */
  children: ReactNode;
};

/** `var(--name)` → `--name`: the custom property a vanilla-extract variable stands for. */
const property = (variable: string) => variable.slice(4, -1);

/**
 * A list as one row that scrolls sideways and stops on each item, in either direction (the row starts at the
 * inline start: the right in Arabic). Tabbing to an item scrolls it into view; a row whose items cannot take focus
 * (pictures, text) becomes a tab stop of its own while it overflows, so a keyboard can still scroll it. Give it a
 * name (`aria-label`) for that case.
 */
export function SnapScroller({
  itemWidth, snap = 'mandatory', gap = 'md', scrollbar = 'thin', itemClassName, className, style, children, ...rest
}: SnapScrollerProps) {
  const ref = useRef<HTMLUListElement>(null);
  const [ownStop, setOwnStop] = useState(false);
  // Measured after every render (items come and go) and whenever the row's size changes (the window turns).
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const check = () => setOwnStop(needsOwnTabStop(row));
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(row);
    return () => observer.disconnect();
  });
  return (
    <ul
      {...rest}
      ref={ref}
      // a scrolling box with nothing focusable inside is reached by keyboard only as a tab stop of its own
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={ownStop ? 0 : undefined}
      className={[styles.scroller, styles.snap[snap], styles.gap[gap], styles.scrollbar[scrollbar], className].filter(Boolean).join(' ')}
      style={itemWidth ? ({ [property(styles.itemWidth)]: itemWidth, ...style } as CSSProperties) : style}
    >
      {/* Children.map keys each item after its child's key; it also hands over the empty ones, which get no item */}
      {Children.map(children, (child) =>
        child == null || typeof child === 'boolean' ? null : <li className={[styles.item, itemClassName].filter(Boolean).join(' ')}>{child}</li>,
      )}
    </ul>
  );
}
