import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import * as styles from './Stage.css';

export type StageProps = HTMLAttributes<HTMLElement> & {
  /**
   * `compact` (default): the stage fills the viewport on a phone, upright or turned, and in any window too low for a
   * page around it (STAGE_COMPACT), and is a section of the page elsewhere; `always`: it always fills the viewport.
   */
  fill?: 'compact' | 'always';
  /** The area's aspect ratio where the stage is part of a page (CSS, e.g. `4 / 3`); default `16 / 9`. */
  ratio?: string;
  /** Room the page keeps around the area there (CSS length: its header and the bar), so it fits the screen; default `180px`. */
  reserve?: string;
  /** Element to render; default `section` (name it with `aria-labelledby`, e.g. the bar's heading). */
  as?: 'section' | 'div';
  /** A `StageBar`, then a `StageArea`. */
  children: ReactNode;
};

/** `var(--name)` → `--name`: the custom property a vanilla-extract variable stands for. */
const property = (variable: string) => variable.slice(4, -1);

/**
 * A stage for something that wants the whole screen (a game, a live stream): a slim bar over an area. Where it fills
 * the viewport the document under it does not scroll, its height follows the phone's browser bars (`dvh`), and turned
 * on its side it still fills. Put the thing itself (an iframe, a video) in `StageArea`, positioned to fill it.
 */
export function Stage({ fill = 'compact', ratio, reserve, as: Tag = 'section', className, style, children, ...rest }: StageProps) {
  const sizes = { ...(ratio ? { [property(styles.ratio)]: ratio } : {}), ...(reserve ? { [property(styles.reserve)]: reserve } : {}) };
  return (
    <Tag {...rest} className={[styles[fill], className].filter(Boolean).join(' ')} style={{ ...sizes, ...style } as CSSProperties}>
      {children}
    </Tag>
  );
}

/** The stage's bar: a title and actions in one wrapping row, slimmer where the stage fills the screen. */
export function StageBar({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div {...rest} className={[styles.bar, className].filter(Boolean).join(' ')} />;
}

export type StageAreaProps = HTMLAttributes<HTMLDivElement> & {
  ref?: Ref<HTMLDivElement>;
  /** Cover the whole viewport, over the bar and the page (a full-screen stand-in where the Fullscreen API is missing). */
  covering?: boolean;
};

/** Where the stage's content plays: a positioned box (children with `position: absolute; inset: 0` fill it). */
export function StageArea({ covering = false, className, ...rest }: StageAreaProps) {
  return <div {...rest} className={[styles.area, covering ? styles.areaCovering : '', className].filter(Boolean).join(' ')} />;
}
