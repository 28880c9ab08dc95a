import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import { button, content, hidden, pending, type ButtonVariants } from './Button.css';

export type ButtonProps = Omit<AriaButtonProps, 'children' | 'className'> &
  ButtonVariants & {
    children?: ReactNode;
    className?: string;
    /** Label announced while `isPending`; default "Loading". */
    pendingLabel?: string;
  };

/**
 * A button: `variant` primary | secondary | outline | ghost | danger, `size` sm | md | lg,
 * `isPending` shows a spinner, keeps the width and blocks presses (react-aria announces it).
 */
export function Button({ variant, size, fullWidth, className, children, isPending, pendingLabel, ...rest }: ButtonProps) {
  return (
    <AriaButton
      {...rest}
      isPending={isPending}
      className={[button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
    >
      <span className={isPending ? `${content} ${hidden}` : content}>{children}</span>
      {isPending && (
        <span className={pending}>
          <Spinner size={18} label={pendingLabel} />
        </span>
      )}
    </AriaButton>
  );
}
