import { lazy, Suspense } from 'react';
import * as f from '../Field/Field.css';
import { FieldSkeleton } from '../Skeleton/FieldSkeleton';
import type { Select as EagerSelect, SelectProps } from './Select';

// typed as the select itself: `lazy` would drop its single/multiple generic
const Select = lazy(() => import('./Select').then((module) => ({ default: module.Select }))) as unknown as typeof EagerSelect;

/**
 * The same select box, its code fetched when it is first shown. A select brings react-aria's collections, list box
 * and popover, about half of a form screen's code; on a screen where a select appears only for some choices (a
 * payment method with a bank list), the screen need not wait for it. Until it arrives, the label and a field-sized
 * placeholder hold its place, so nothing moves when it does.
 */
export function LazySelect(props: SelectProps) {
  return (
    <Suspense fallback={<SelectPlaceholder label={props.label} description={props.description} />}>
      <Select {...props} />
    </Suspense>
  );
}

/** The label and a control-sized shape, in the field's own layout. */
function SelectPlaceholder({ label, description }: Pick<SelectProps, 'label' | 'description'>) {
  return (
    <div aria-busy="true">
      <FieldSkeleton label={label} />
      {description != null && <span className={f.description}>{description}</span>}
    </div>
  );
}
