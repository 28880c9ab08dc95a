export { SnapRow, type SnapRowProps } from './SnapRow';
