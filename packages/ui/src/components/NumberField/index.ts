export { NumberField, AmountField, type NumberFieldProps, type AmountFieldProps } from './NumberField';
