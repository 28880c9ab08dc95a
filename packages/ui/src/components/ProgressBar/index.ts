export { ProgressBar, type ProgressBarProps } from './ProgressBar';
