import type { CSSProperties } from 'react';
import { vars } from '../../theme/contract.css';
import { skeleton } from './Skeleton.css';

export type SkeletonProps = {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** Corner radius token; default `md`; `full` for circles. */
  radius?: keyof typeof vars.radius;
  /** Aspect ratio instead of a height (e.g. 1.3 for game cards). */
  aspectRatio?: number;
  className?: string;
};

/**
 * A placeholder shape while content loads. Decorative (`aria-hidden`): mark the loading
 * container with `aria-busy` and announce progress elsewhere.
 */
export function Skeleton({ width = '100%', height = 16, radius = 'md', aspectRatio, className }: SkeletonProps) {
  return (
    <span
      aria-hidden
      data-skeleton=""
      className={[skeleton, className].filter(Boolean).join(' ')}
      style={{ width, height: aspectRatio ? undefined : height, aspectRatio, borderRadius: vars.radius[radius] }}
    />
  );
}
