import type { AnchorHTMLAttributes } from 'react';
import { link } from './Link.css';

export type ExternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'rel' | 'target'> & {
  href: string;
  variant?: 'accent' | 'subtle';
  className?: string;
};

/**
 * A link to another site: a plain anchor that opens a new tab without giving it a handle on this one
 * (`rel="noopener noreferrer"`). It bypasses client-side routing on purpose: a router would read the address as one
 * of ours and turn `https://partner.example` into `/https:/partner.example`.
 */
export function ExternalLink({ variant, className, children, ...rest }: ExternalLinkProps) {
  return (
    <a {...rest} target="_blank" rel="noopener noreferrer" className={[link({ variant }), className].filter(Boolean).join(' ')}>
      {children}
    </a>
  );
}
