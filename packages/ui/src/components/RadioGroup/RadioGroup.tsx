import type { ReactNode } from 'react';
import {
  Radio as AriaRadio, RadioGroup as AriaRadioGroup, type RadioGroupProps as AriaRadioGroupProps, type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { FieldParts, cx, type FieldTextProps } from '../Field/Field';
import * as f from '../Field/Field.css';
import * as styles from './RadioGroup.css';

export type RadioGroupProps = Omit<AriaRadioGroupProps, 'children' | 'className'> &
  FieldTextProps & { children?: ReactNode; className?: string };

/** A labelled group of `Radio`s; arrow keys move the selection (mirrored in RTL). */
export function RadioGroup({ label, description, errorMessage, children, className, ...rest }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...rest} className={cx(f.field, className)}>
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <div className={styles.items} style={{ flexDirection: rest.orientation === 'horizontal' ? 'row' : 'column' }}>{children}</div>
      </FieldParts>
    </AriaRadioGroup>
  );
}

export type RadioProps = Omit<AriaRadioProps, 'children' | 'className'> & { children?: ReactNode; className?: string };

export function Radio({ children, className, ...rest }: RadioProps) {
  return (
    <AriaRadio {...rest} className={cx(styles.radio, className)}>
      <span className={styles.circle} aria-hidden />
      {children}
    </AriaRadio>
  );
}
