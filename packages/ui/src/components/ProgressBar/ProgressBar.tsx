import type { ReactNode } from 'react';
import { Label, ProgressBar as AriaProgressBar, type ProgressBarProps as AriaProgressBarProps } from 'react-aria-components';
import * as styles from './ProgressBar.css';

export type ProgressBarProps = Omit<AriaProgressBarProps, 'children' | 'className'> & {
  label?: ReactNode;
  /** Show the formatted value text beside the label; default true. */
  showValue?: boolean;
  className?: string;
};

/** A determinate progress bar (wagering, loyalty level…); `valueLabel` overrides the percentage text. */
export function ProgressBar({ label, showValue = true, className, ...rest }: ProgressBarProps) {
  return (
    <AriaProgressBar {...rest} className={[styles.root, className].filter(Boolean).join(' ')}>
      {({ percentage, valueText }) => (
        <>
          {label != null && <Label>{label}</Label>}
          {showValue && <span className={styles.value}>{valueText}</span>}
          <div className={styles.track}>
            <div className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
