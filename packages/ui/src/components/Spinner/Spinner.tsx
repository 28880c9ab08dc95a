import * as styles from './Spinner.css';

export type SpinnerProps = {
  /** Pixel size. Default 24. */
  size?: number;
  /** Accessible name. Default "Loading". Translate it in the app. */
  label?: string;
  /** Hide from assistive technology when another element already announces the busy state. */
  decorative?: boolean;
  className?: string;
};

/** An indeterminate loading indicator (`role="progressbar"` without a value). */
export function Spinner({ size = 24, label = 'Loading', decorative, className }: SpinnerProps) {
  const border = Math.max(2, Math.round(size / 10));
  return (
    <span
      className={[styles.spinner, className].filter(Boolean).join(' ')}
      style={{ width: size, height: size, borderWidth: border }}
      {...(decorative ? { 'aria-hidden': true } : { role: 'progressbar', 'aria-label': label })}
      data-spinner=""
    />
  );
}
