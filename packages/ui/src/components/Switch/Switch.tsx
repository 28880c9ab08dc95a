import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import * as styles from './Switch.css';

export type SwitchProps = Omit<AriaSwitchProps, 'children' | 'className'> & { children?: ReactNode; className?: string };

/** An on/off switch with its label as children (e.g. the promo-code toggle). */
export function Switch({ children, className, ...rest }: SwitchProps) {
  return (
    <AriaSwitch {...rest} className={[styles.root, className].filter(Boolean).join(' ')}>
      <span className={styles.track} aria-hidden>
        <span className={styles.thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
