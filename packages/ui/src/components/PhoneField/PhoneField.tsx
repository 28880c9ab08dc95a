import { useState, type ClipboardEvent } from 'react';
import { Button, Group, Input, Select, SelectValue, TextField, type Key, type TextFieldProps } from 'react-aria-components';
import { FieldParts, cx, type FieldTextProps } from '../Field/Field';
import * as f from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import { isMaskComplete, unmask } from '../MaskedInput/mask';
import { ListOptions } from '../Select/ListOptions';
import { dialCodeOf, flagOf, sampleCountries, type PhoneFieldCountry } from './countries';
import { pastePhone } from './paste';
import { formatPhone, phoneCapacity, pickPhoneMask } from './phone-mask';
import * as styles from './PhoneField.css';

export type PhoneValue = { country: string; digits: string };
export type PhoneChange = PhoneValue & { e164: string; complete: boolean };

export type PhoneFieldProps = Omit<TextFieldProps, 'children' | 'className' | 'value' | 'defaultValue' | 'onChange'> &
  FieldTextProps & {
    countries?: PhoneFieldCountry[];
    value?: PhoneValue;
    defaultValue?: PhoneValue;
    onChange?: (value: PhoneChange) => void;
    /** Name of the country picker; default "Country code". */
    countryLabel?: string;
    className?: string;
  };

/**
 * Phone number: a country picker (flag + dial code) and a national number limited to the
 * country's mask. Pasting keeps digits only and picks the country by dial code.
 */
export function PhoneField({ countries = sampleCountries, value, defaultValue, onChange, countryLabel = 'Country code', label, description, errorMessage, className, ...rest }: PhoneFieldProps) {
  const first = countries[0]!;
  const [own, setOwn] = useState<PhoneValue>(defaultValue ?? { country: first.code, digits: '' });
  const current = value ?? own;
  const country = countries.find((c) => c.code === current.country) ?? first;

  const commit = (next: PhoneValue) => {
    const target = countries.find((c) => c.code === next.country) ?? first;
    const digits = next.digits.replace(/\D/g, '').slice(0, phoneCapacity(target.mask));
    const result = { country: target.code, digits };
    if (!value) setOwn(result);
    const shown = formatPhone(digits, target.mask);
    onChange?.({ ...result, e164: `+${dialCodeOf(target)}${digits}`, complete: isMaskComplete(shown, pickPhoneMask(digits, target.mask) ?? '') });
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = pastePhone(event.clipboardData.getData('text'), countries, country);
    commit({ country: (pasted.country ?? country).code, digits: pasted.digits });
  };

  const items = countries.map((c) => ({
    id: c.code,
    label: `${c.name} +${dialCodeOf(c)}`,
    icon: <span className={styles.flag} aria-hidden>{flagOf(c.code)}</span>,
  }));

  return (
    <TextField
      {...rest}
      value={formatPhone(current.digits, country.mask)}
      onChange={(text) => commit({ country: country.code, digits: unmask(text, pickPhoneMask(text.replace(/\D/g, ''), country.mask) ?? '') })}
      className={cx(f.field, className)}
    >
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <Group className={f.control} isDisabled={rest.isDisabled} isInvalid={rest.isInvalid}>
          <Select aria-label={countryLabel} selectedKey={country.code} isDisabled={rest.isDisabled} onSelectionChange={(key: Key | null) => key && commit({ country: String(key), digits: current.digits })} className={styles.picker}>
            <Button className={cx(f.adornment, styles.trigger)}>
              <SelectValue>
                {() => (
                  <>
                    <span className={styles.flag} aria-hidden>{flagOf(country.code)}</span>
                    <span className={styles.dial}>+{dialCodeOf(country)}</span>
                  </>
                )}
              </SelectValue>
              <Icon name="chevronDown" size={14} />
            </Button>
            <ListOptions items={items} />
          </Select>
          <Input className={f.input} type="tel" inputMode="tel" autoComplete="tel-national" placeholder={(pickPhoneMask('', country.mask) ?? '').replace(/#/g, '0')} onPaste={onPaste} />
        </Group>
      </FieldParts>
    </TextField>
  );
}
