import type { ButtonHTMLAttributes } from 'react';
import { button, type ButtonVariants } from '../Button/Button.css';

export type PlainButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & ButtonVariants & { className?: string };

/**
 * `Button`'s look on a native `<button>`, without react-aria: for what must paint before the design system's
 * interactive code has loaded (the page header, the toast close button). A native button already works by keyboard
 * and is announced as one; use `Button` everywhere else (press events across pointer types, pending state).
 */
export function PlainButton({ variant, size, fullWidth, className, type = 'button', ...rest }: PlainButtonProps) {
  return <button {...rest} type={type} className={[button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')} />;
}
