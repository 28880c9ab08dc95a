import type { ReactNode } from 'react';
import { ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import * as styles from './listbox.css';

/** An option of Select / ComboBox. */
export type SelectOption = { id: Key; label: string; icon?: ReactNode; isDisabled?: boolean };

/** The popover list shared by Select and ComboBox. */
export function ListOptions({ items }: { items?: Iterable<SelectOption> }) {
  return (
    <Popover className={styles.popover} offset={4}>
      <ListBox<SelectOption> className={styles.listbox} items={items}>
        {(item) => (
          <ListBoxItem id={item.id} textValue={item.label} isDisabled={item.isDisabled} className={styles.item}>
            {({ isSelected }) => (
              <>
                {item.icon}
                <span className={styles.itemLabel}>{item.label}</span>
                {isSelected && <Icon name="check" size={16} className={styles.check} />}
              </>
            )}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
