import { ExternalLink, Link } from '@casino/ui/link';
import type { ReactNode } from 'react';
import { useCheckedAddress, type AddressOptions } from './checked-address.ts';

export interface ContentLinkProps extends AddressOptions {
  /** The address as it came (content, the API): it is checked here, and the link shows only what the check judged. */
  readonly url: string | null | undefined;
  readonly children: ReactNode;
  readonly className?: string;
  readonly variant?: 'accent' | 'subtle';
  readonly download?: boolean;
  readonly 'aria-label'?: string;
  /** Runs as an internal link is followed (a dialog showing it closes). */
  readonly onNavigate?: () => void;
}

/**
 * A link to an address from outside data: an internal one is the design system's `Link` (the app's router), an
 * external one opens another site in a new tab, and one the navigation check refuses is not rendered.
 */
export function ContentLink({ url, external, localize, children, className, variant, download, onNavigate, 'aria-label': label }: ContentLinkProps) {
  const target = useCheckedAddress(url, { external, localize });
  if (!target) return null;
  if (target.external) return <ExternalLink href={target.href} className={className} variant={variant} download={download} aria-label={label}>{children}</ExternalLink>;
  return <Link href={target.href} className={className} variant={variant} download={download} aria-label={label} onPress={onNavigate}>{children}</Link>;
}
