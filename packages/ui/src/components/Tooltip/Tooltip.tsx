import type { ReactElement, ReactNode } from 'react';
import { OverlayArrow, Tooltip as AriaTooltip, TooltipTrigger, type TooltipProps as AriaTooltipProps } from 'react-aria-components';
import * as styles from './Tooltip.css';

export type TooltipProps = Omit<AriaTooltipProps, 'children' | 'className'> & {
  /** The tooltip text. */
  content: ReactNode;
  /** The focusable trigger (a Button, IconButton or Link). */
  children: ReactElement;
  /** Delay before showing on hover, ms; default 600. Focus shows it at once. */
  delay?: number;
  isOpen?: boolean;
  defaultOpen?: boolean;
};

/** A tooltip on hover and keyboard focus; Escape hides it. Not for essential information. */
export function Tooltip({ content, children, delay = 600, isOpen, defaultOpen, placement = 'top', ...rest }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} isOpen={isOpen} defaultOpen={defaultOpen}>
      {children}
      <AriaTooltip {...rest} placement={placement} offset={8} className={styles.tooltip}>
        <OverlayArrow>
          <svg width={12} height={6} viewBox="0 0 12 6" className={styles.arrow} aria-hidden>
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
