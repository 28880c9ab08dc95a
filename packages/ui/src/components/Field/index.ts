export { FieldParts, cx, type FieldTextProps } from './Field';
export * as fieldStyles from './Field.css';
