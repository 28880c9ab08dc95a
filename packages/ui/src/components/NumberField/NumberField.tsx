import { Button, Group, Input, NumberField as AriaNumberField, type NumberFieldProps as AriaNumberFieldProps } from 'react-aria-components';
import { FieldParts, cx, type FieldTextProps } from '../Field/Field';
import * as f from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import * as styles from './NumberField.css';

export type NumberFieldProps = Omit<AriaNumberFieldProps, 'children' | 'className'> &
  FieldTextProps & {
    placeholder?: string;
    className?: string;
    /** Hide the −/+ buttons. */
    hideStepper?: boolean;
    /** Stepper names; react-aria supplies localized "Increase"/"Decrease" when omitted. */
    incrementLabel?: string;
    decrementLabel?: string;
  };

/** A locale-aware number input; arrow keys and the −/+ buttons step within min/max. */
export function NumberField({ label, description, errorMessage, placeholder, className, hideStepper, incrementLabel, decrementLabel, ...rest }: NumberFieldProps) {
  return (
    <AriaNumberField {...rest} className={cx(f.field, className)}>
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <Group className={f.control}>
          {!hideStepper && (
            <Button slot="decrement" className={cx(f.adornment, styles.stepper)} aria-label={decrementLabel}>
              <Icon name="minus" size={18} />
            </Button>
          )}
          <Input className={cx(f.input, !hideStepper && styles.numberInput)} placeholder={placeholder} />
          {!hideStepper && (
            <Button slot="increment" className={cx(f.adornment, styles.stepper)} aria-label={incrementLabel}>
              <Icon name="plus" size={18} />
            </Button>
          )}
        </Group>
      </FieldParts>
    </AriaNumberField>
  );
}

export type AmountFieldProps = Omit<NumberFieldProps, 'formatOptions'> & {
  /** ISO 4217 code; formats the value as money in the provider's locale. */
  currency: string;
  /** Fraction digits; default 2. */
  fractionDigits?: number;
};

/** A money amount (deposit / withdrawal sum): currency formatting, never negative by default. */
export function AmountField({ currency, fractionDigits = 2, minValue = 0, ...rest }: AmountFieldProps) {
  return (
    <NumberField
      {...rest}
      minValue={minValue}
      formatOptions={{ style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: fractionDigits }}
    />
  );
}
