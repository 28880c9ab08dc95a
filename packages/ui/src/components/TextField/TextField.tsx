import { Input, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldParts, cx, type FieldTextProps } from '../Field/Field';
import * as f from '../Field/Field.css';

export type TextFieldProps = Omit<AriaTextFieldProps, 'children' | 'className'> &
  FieldTextProps & { placeholder?: string; className?: string };

/** A labelled single-line text input with description and validation error. */
export function TextField({ label, description, errorMessage, placeholder, className, ...rest }: TextFieldProps) {
  return (
    <AriaTextField {...rest} className={cx(f.field, className)}>
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <Input className={f.standaloneInput} placeholder={placeholder} />
      </FieldParts>
    </AriaTextField>
  );
}
