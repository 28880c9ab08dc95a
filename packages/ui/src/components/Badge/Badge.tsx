import type { HTMLAttributes } from 'react';
import { badge, type BadgeVariants } from './Badge.css';

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & BadgeVariants;

/** A short status label ("New", "Hot", "Jackpot"); tone neutral | primary | success | danger | info. */
export function Badge({ tone, className, ...rest }: BadgeProps) {
  return <span {...rest} className={[badge({ tone }), className].filter(Boolean).join(' ')} />;
}
