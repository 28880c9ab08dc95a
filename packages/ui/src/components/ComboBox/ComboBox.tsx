import { Button, ComboBox as AriaComboBox, Group, Input, type ComboBoxProps as AriaComboBoxProps } from 'react-aria-components';
import { FieldParts, cx, type FieldTextProps } from '../Field/Field';
import * as f from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import { ListOptions, type SelectOption } from '../Select/ListOptions';

export type ComboBoxProps = Omit<AriaComboBoxProps<SelectOption>, 'children' | 'className'> &
  FieldTextProps & {
    placeholder?: string;
    className?: string;
    /** Accessible name of the open button; default "Show suggestions". */
    openLabel?: string;
  };

/** A text input with a filtered list of suggestions (closes after a choice). */
export function ComboBox({ label, description, errorMessage, placeholder, className, openLabel = 'Show suggestions', ...rest }: ComboBoxProps) {
  return (
    <AriaComboBox {...rest} className={cx(f.field, className)}>
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <Group className={f.control}>
          <Input className={f.input} placeholder={placeholder} />
          <Button className={f.adornment} aria-label={openLabel}>
            <Icon name="chevronDown" size={18} />
          </Button>
        </Group>
        <ListOptions />
      </FieldParts>
    </AriaComboBox>
  );
}
