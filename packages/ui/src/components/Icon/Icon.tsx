import type { SVGProps } from 'react';
import { iconId } from './icon-id';
import type { IconName } from './icons';
import * as styles from './Icon.css';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  name: IconName;
  /** Pixel size (width = height). Default 20. */
  size?: number;
  /** Accessible name. Without it the icon is decorative (`aria-hidden`). */
  label?: string;
  /** Mirror in right-to-left layouts (for directional icons such as chevrons). */
  flipInRtl?: boolean;
};

/** An icon from the sprite; `<IconSprite />` (rendered by `UiRoot`) must be in the document. */
export function Icon({ name, size = 20, label, flipInRtl, className, ...rest }: IconProps) {
  const classes = [styles.icon, flipInRtl ? styles.flip : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      className={classes}
      data-icon={name}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: false })}
      {...rest}
    >
      <use href={`#${iconId(name)}`} />
    </svg>
  );
}
