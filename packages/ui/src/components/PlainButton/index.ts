export { PlainButton, type PlainButtonProps } from './PlainButton';
