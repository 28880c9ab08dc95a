import { useLayoutEffect, useRef } from 'react';
import { Input, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldParts, cx, type FieldTextProps } from '../Field/Field';
import * as f from '../Field/Field.css';

export type TextFieldProps = Omit<AriaTextFieldProps, 'children' | 'className'> &
  FieldTextProps & { placeholder?: string; className?: string };

/** A labelled single-line text input with description and validation error. */
export function TextField({ label, description, errorMessage, placeholder, className, ...rest }: TextFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  // An autofocused field takes the focus in the same commit that shows it. React Aria focuses it from an effect,
  // a moment after the field is on screen: a key pressed in that moment (a fast typist, a held Enter after the
  // step before) went to whatever had the focus instead. Its own later focus call then finds the field focused.
  const autoFocus = rest.autoFocus === true;
  useLayoutEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);
  return (
    <AriaTextField {...rest} className={cx(f.field, className)}>
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <Input ref={input} className={f.standaloneInput} placeholder={placeholder} />
      </FieldParts>
    </AriaTextField>
  );
}
