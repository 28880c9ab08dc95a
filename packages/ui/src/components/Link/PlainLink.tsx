import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useUiScope } from '../../provider/ui-context';

export type PlainLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

const sameHref = (href: string) => href;

/** A click the page should turn into an in-app navigation: the main button, no modifier, this tab, no download. */
function navigatesHere(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget;
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  return anchor.origin === window.location.origin;
}

/**
 * `Link`'s job on a native `<a>` without react-aria's press, hover and focus hooks: for links that come by the dozen
 * (a game card's title), where those hooks were a large share of a page's start-up on a phone. A plain click
 * navigates inside the app through `UiRoot`'s router; a modified click, another target or a download is the
 * browser's. Style focus with `:focus-visible` (there is no `data-focus-visible`).
 */
export function PlainLink({ href, onClick, children, ...rest }: PlainLinkProps) {
  const { navigate, useHref = sameHref } = useUiScope();
  const resolved = useHref(href);
  return (
    <a
      {...rest}
      href={resolved}
      onClick={(event) => {
        onClick?.(event);
        if (!navigate || !navigatesHere(event)) return;
        event.preventDefault();
        navigate(href, undefined);
      }}
    >
      {children}
    </a>
  );
}
