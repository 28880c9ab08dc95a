import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { link } from './Link.css';

export type LinkProps = Omit<AriaLinkProps, 'className'> & {
  variant?: 'accent' | 'subtle';
  className?: string;
};

/**
 * A link. Client-side routing: wrap the app in react-aria's `RouterProvider` (the app does it;
 * `UiProvider` accepts `navigate`/`useHref`).
 */
export function Link({ variant, className, ...rest }: LinkProps) {
  return <AriaLink {...rest} className={[link({ variant }), className].filter(Boolean).join(' ')} />;
}
