export { SnapScroller, type SnapScrollerProps } from './SnapScroller';
