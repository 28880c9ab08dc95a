import { ExternalLink } from '@casino/ui/link';
import type { ReactNode } from 'react';
import { AppLink } from '../routing/AppLink.tsx';
import { useCheckedAddress, type AddressOptions } from './checked-address.ts';

export interface ContentAppLinkProps extends AddressOptions {
  /** The address as it came (the content configuration's navigation): checked here before any link shows it. */
  readonly url: string;
  readonly children: ReactNode;
  readonly className?: string;
  readonly variant?: 'accent' | 'subtle';
  readonly onClick?: () => void;
}

/**
 * `ContentLink` for the header and footer: internal addresses on react-router's own anchor (`AppLink`), which paints
 * before react-aria's code has loaded. External addresses open in a new tab; refused ones are not rendered.
 */
export function ContentAppLink({ url, external, localize, children, className, variant, onClick }: ContentAppLinkProps) {
  const target = useCheckedAddress(url, { external, localize });
  if (!target) return null;
  if (target.external) return <ExternalLink href={target.href} className={className} variant={variant}>{children}</ExternalLink>;
  return <AppLink to={target.href} className={className} variant={variant} onClick={onClick}>{children}</AppLink>;
}
