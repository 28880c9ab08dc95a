import { linkStyle } from '@casino/ui/link';
import { Link, type LinkProps } from 'react-router';

export type AppLinkProps = Omit<LinkProps, 'className'> & { variant?: 'accent' | 'subtle'; className?: string };

/**
 * A link inside the app with the design system's link look, on react-router's own anchor. The header and footer use
 * it: they paint first, before react-aria's code (which `@casino/ui/link`'s `Link` needs) has loaded.
 */
export function AppLink({ variant, className, ...rest }: AppLinkProps) {
  return <Link {...rest} className={[linkStyle({ variant }), className].filter(Boolean).join(' ')} />;
}
