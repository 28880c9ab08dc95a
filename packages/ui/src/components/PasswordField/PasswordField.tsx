import { useState } from 'react';
import { Group, Input, TextField as AriaTextField, ToggleButton, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldParts, cx, type FieldTextProps } from '../Field/Field';
import * as f from '../Field/Field.css';
import { Icon } from '../Icon/Icon';

export type PasswordFieldProps = Omit<AriaTextFieldProps, 'children' | 'className' | 'type'> &
  FieldTextProps & {
    placeholder?: string;
    className?: string;
    /** Accessible name of the reveal toggle; default "Show password" (its pressed state tells hidden/shown). */
    showLabel?: string;
  };

/** A password input with a show/hide toggle button (a pressed toggle means the password is visible). */
export function PasswordField({ label, description, errorMessage, placeholder, className, showLabel = 'Show password', ...rest }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <AriaTextField {...rest} type={visible ? 'text' : 'password'} className={cx(f.field, className)}>
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <Group className={f.control} isDisabled={rest.isDisabled} isInvalid={rest.isInvalid}>
          <Input className={f.input} placeholder={placeholder} />
          <ToggleButton
            className={f.adornment}
            aria-label={showLabel}
            isSelected={visible}
            onChange={setVisible}
            isDisabled={rest.isDisabled}
          >
            <Icon name={visible ? 'eyeOff' : 'eye'} />
          </ToggleButton>
        </Group>
      </FieldParts>
    </AriaTextField>
  );
}
