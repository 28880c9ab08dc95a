import { TextArea as AriaTextArea, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldParts, cx, type FieldTextProps } from '../Field/Field';
import * as f from '../Field/Field.css';
import { area } from './TextArea.css';

export type TextAreaProps = Omit<AriaTextFieldProps, 'children' | 'className'> &
  FieldTextProps & { placeholder?: string; className?: string; rows?: number };

/** A labelled multi-line text input with description and validation error. */
export function TextArea({ label, description, errorMessage, placeholder, className, rows = 5, ...rest }: TextAreaProps) {
  return (
    <AriaTextField {...rest} className={cx(f.field, className)}>
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <AriaTextArea className={cx(f.standaloneInput, area)} placeholder={placeholder} rows={rows} />
      </FieldParts>
    </AriaTextField>
  );
}
