import { useState } from 'react';
import { Input, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldParts, cx, type FieldTextProps } from '../Field/Field';
import * as f from '../Field/Field.css';
import { applyMask, unmask } from './mask';
import * as styles from './MaskedInput.css';

export type MaskedInputProps = Omit<AriaTextFieldProps, 'children' | 'className' | 'onChange' | 'value' | 'defaultValue'> &
  FieldTextProps & {
    /** `#` digit, `@` letter, `*` letter or digit, anything else literal. */
    mask: string;
    value?: string;
    defaultValue?: string;
    /** Receives the formatted value and the raw slot characters. */
    onChange?: (masked: string, raw: string) => void;
    placeholder?: string;
    className?: string;
  };

/** A text input that formats what is typed or pasted with a mask. */
export function MaskedInput({ mask, value, defaultValue = '', onChange, label, description, errorMessage, placeholder, className, ...rest }: MaskedInputProps) {
  const [own, setOwn] = useState(() => applyMask(defaultValue, mask));
  const current = value !== undefined ? applyMask(value, mask) : own;
  const digitsOnly = [...mask].every((c) => c !== '@' && c !== '*');
  const handle = (next: string) => {
    const masked = applyMask(next, mask);
    if (value === undefined) setOwn(masked);
    onChange?.(masked, unmask(masked, mask));
  };
  return (
    <AriaTextField {...rest} value={current} onChange={handle} className={cx(f.field, className)}>
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <Input className={cx(f.standaloneInput, styles.masked)} placeholder={placeholder ?? mask.replace(/[#@*]/g, '_')} inputMode={digitsOnly ? 'numeric' : undefined} maxLength={mask.length} />
      </FieldParts>
    </AriaTextField>
  );
}
