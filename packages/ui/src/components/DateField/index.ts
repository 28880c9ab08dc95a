export { DateField, type DateFieldProps, type DateValue } from './DateField';
