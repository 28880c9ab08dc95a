import type { ReactNode } from 'react';
import * as f from '../Field/Field.css';
import { vars } from '../../theme/contract.css';
import { Skeleton } from './Skeleton';

/**
 * A form field's place while it loads: its label (the text when known, a bar otherwise) and a control-sized shape, in
 * the field's own layout, so the field takes the same room when it arrives. Decorative: mark the loading container.
 */
export function FieldSkeleton({ label }: { label?: ReactNode }) {
  return (
    <div className={f.field} aria-hidden>
      <span className={f.label}>{label ?? <Skeleton width="40%" height="1lh" />}</span>
      <Skeleton height={vars.layout.controlHeightMd} />
    </div>
  );
}
