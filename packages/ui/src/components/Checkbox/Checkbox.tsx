import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import * as styles from './Checkbox.css';

export type CheckboxProps = Omit<AriaCheckboxProps, 'children' | 'className'> & { children?: ReactNode; className?: string };

/** A checkbox with its label as children (e.g. the terms agreement in registration). */
export function Checkbox({ children, className, ...rest }: CheckboxProps) {
  return (
    <AriaCheckbox {...rest} className={[styles.checkbox, className].filter(Boolean).join(' ')}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden>
            <Icon name={isIndeterminate ? 'minus' : 'check'} size={14} style={{ opacity: isSelected || isIndeterminate ? 1 : 0 }} />
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
