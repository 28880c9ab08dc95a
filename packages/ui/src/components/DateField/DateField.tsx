import { DateField as AriaDateField, DateInput, DateSegment, type DateFieldProps as AriaDateFieldProps, type DateValue } from 'react-aria-components';
import { FieldParts, cx, type FieldTextProps } from '../Field/Field';
import * as f from '../Field/Field.css';
import * as styles from './DateField.css';

export type DateFieldProps<T extends DateValue = DateValue> = Omit<AriaDateFieldProps<T>, 'children' | 'className'> &
  FieldTextProps & { className?: string };

/**
 * A date typed segment by segment in the locale's order (e.g. the birth date in registration).
 * Values are `@internationalized/date` objects (react-aria's `DateValue`).
 */
export function DateField<T extends DateValue = DateValue>({ label, description, errorMessage, className, ...rest }: DateFieldProps<T>) {
  return (
    <AriaDateField {...rest} className={cx(f.field, className)}>
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <DateInput className={cx(f.control, styles.dateInput)}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
      </FieldParts>
    </AriaDateField>
  );
}
export type { DateValue };
