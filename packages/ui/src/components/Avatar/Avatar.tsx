import { useState } from 'react';
import * as styles from './Avatar.css';

export type AvatarProps = {
  /** The person's name: the image's alt text and the source of the initials fallback. */
  name: string;
  src?: string;
  /** Pixel size; default 40. */
  size?: number;
  className?: string;
};

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts.at(-1)![0] : '')).toUpperCase();
}

/** A round picture; shows initials when there is no image or it fails to load. */
export function Avatar({ name, src, size = 40, className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  const classes = [styles.avatar, className].filter(Boolean).join(' ');
  if (src && !failed) {
    return (
      <span className={classes} style={style}>
        <img className={styles.image} src={src} alt={name} onError={() => setFailed(true)} />
      </span>
    );
  }
  return (
    <span className={classes} style={style} role="img" aria-label={name}>
      <span aria-hidden>{initials(name)}</span>
    </span>
  );
}
