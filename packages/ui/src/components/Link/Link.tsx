import { useContext } from 'react';
import { Link as AriaLink, LinkContext, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { link } from './Link.css';
import { PlainLink } from './PlainLink';

export type LinkProps = Omit<AriaLinkProps, 'className'> & {
  variant?: 'accent' | 'subtle';
  className?: string;
};

/**
 * Props only react-aria's link understands, and `autoFocus`, whose focus ring react-aria shows the way the other
 * controls do (a browser shows no `:focus-visible` for an anchor focused as the page loads): with any of them set,
 * the link is react-aria's.
 */
const ARIA_ONLY = ['autoFocus', 'isDisabled', 'routerOptions', 'onPress', 'onPressStart', 'onPressEnd', 'onPressChange', 'onPressUp', 'onHoverStart', 'onHoverEnd', 'onHoverChange', 'onFocusChange'] as const;

/**
 * A link. Client-side routing: give `UiRoot` (or `UiProvider`) `navigate` and `useHref`; they reach plain anchors
 * and, through `AriaScope`, react-aria's router.
 *
 * A link that only goes somewhere (an address, text, nothing react-aria-specific, outside a react-aria collection
 * such as breadcrumbs, which configure their links by context) is a plain anchor (`PlainLink`) with the same look:
 * react-aria's press, hover and focus hooks cost a page of twenty links a noticeable part of its start-up on a phone,
 * and an anchor already does what they add for a link (keyboard, focus, the states in CSS).
 */
export function Link({ variant, className, ...rest }: LinkProps) {
  const inCollection = useContext(LinkContext) != null;
  const classes = [link({ variant }), className].filter(Boolean).join(' ');
  const { href, children, style, slot, ...anchor } = rest;
  const plain = !inCollection && typeof href === 'string' && typeof children !== 'function' && typeof style !== 'function' && ARIA_ONLY.every((key) => rest[key] === undefined);
  if (plain) {
    // what is left is the anchor's own attributes (the react-aria-only ones are all unset here: dropped, not passed on)
    for (const key of ARIA_ONLY) delete anchor[key];
    return (
      <PlainLink {...(anchor as Omit<typeof anchor, (typeof ARIA_ONLY)[number]>)} slot={slot ?? undefined} href={href} style={style} className={classes}>
        {children}
      </PlainLink>
    );
  }
  return <AriaLink {...rest} className={classes} />;
}
