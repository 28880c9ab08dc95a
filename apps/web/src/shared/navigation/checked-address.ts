import { checkNavigation } from '@casino/domain/routing';
import { useService } from '../di/react.tsx';
import { PageOrigin } from '../services/page-origin.ts';

/** What a link from outside data may point at once checked: a path of ours (localised) or an http(s) address elsewhere. */
export interface CheckedAddress {
  readonly href: string;
  readonly external: boolean;
}

export interface AddressOptions {
  /** Whether the address may lead to another site (a banner, a promotion's button); otherwise only our paths pass. */
  readonly external?: boolean;
  /** Adds the locale prefix to an internal path (not to an external address). */
  readonly localize?: (path: string) => string;
}

/**
 * An address from content or the API (a banner's link, a navigation entry, a file to download) as a link may show
 * it: read by `checkNavigation` the way the browser will read it, and the link gets what was judged; undefined when
 * the check refuses it (the link is then left out).
 */
export function checkedAddress(url: string | null | undefined, origin: string, options: AddressOptions = {}): CheckedAddress | undefined {
  if (!url) return undefined;
  const checked = checkNavigation(url, { origin, external: options.external });
  if (!checked.ok) return undefined;
  const { url: target, external } = checked.value;
  return { href: external || !options.localize ? target : options.localize(target), external };
}

/** `checkedAddress` against the page's own origin. */
export function useCheckedAddress(url: string | null | undefined, options: AddressOptions = {}): CheckedAddress | undefined {
  const { origin } = useService<PageOrigin>(PageOrigin);
  return checkedAddress(url, origin, options);
}
