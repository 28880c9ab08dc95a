import type { ReactNode } from 'react';
import { plainRoot, root, thumb, track } from '../Switch/Switch.css';

export type PlainSwitchProps = {
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  children?: ReactNode;
  className?: string;
  isDisabled?: boolean;
};

/**
 * `Switch`'s look on a native `<button role="switch">`, without react-aria: for the page header, which paints
 * before the design system's interactive code loads. Space and Enter toggle it like any button.
 */
export function PlainSwitch({ isSelected, onChange, children, className, isDisabled }: PlainSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isSelected}
      disabled={isDisabled}
      onClick={() => onChange(!isSelected)}
      className={[root, plainRoot, className].filter(Boolean).join(' ')}
    >
      <span className={track} aria-hidden>
        <span className={thumb} />
      </span>
      {children}
    </button>
  );
}
