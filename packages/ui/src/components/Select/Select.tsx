import { Button, Select as AriaSelect, SelectValue, type SelectProps as AriaSelectProps } from 'react-aria-components';
import { FieldParts, cx, type FieldTextProps } from '../Field/Field';
import * as f from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import { ListOptions, type SelectOption } from './ListOptions';
import * as styles from './listbox.css';

type Mode = 'single' | 'multiple';

export type SelectProps<M extends Mode = 'single'> = Omit<AriaSelectProps<SelectOption, M>, 'children' | 'items' | 'className'> &
  FieldTextProps & { items: SelectOption[]; className?: string };

/**
 * A dropdown choice. Closes after a choice unless `selectionMode="multiple"`;
 * items are at least 36 px tall; type-ahead and arrow keys work on the closed button too.
 */
export function Select<M extends Mode = 'single'>({ label, description, errorMessage, items, className, ...rest }: SelectProps<M>) {
  return (
    <AriaSelect {...rest} className={cx(f.field, className)}>
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <Button className={cx(f.control, styles.trigger)}>
          <SelectValue className={styles.value} />
          <Icon name="chevronDown" size={18} />
        </Button>
        <ListOptions items={items} />
      </FieldParts>
    </AriaSelect>
  );
}
