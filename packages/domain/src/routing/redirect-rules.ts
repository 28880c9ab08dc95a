/** A redirect rule of the content configuration. */
export interface ContentRedirectRule {
  readonly from_url: string;
  readonly to_url: string;
  readonly is_external?: boolean;
}

export interface RedirectTarget {
  readonly url: string;
  readonly external: boolean;
}

const escape = (text: string): string => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Applies the first matching rule to a location. A rule's `from_url` is matched in full,
 * `*` standing for any text; it is matched against "path?query" when it contains "?", else
 * against the path (trailing slashes ignored). Each `*` of `to_url` takes the text the
 * matching `*` captured, in order. Without a query in `to_url` the original query is kept
 * for internal targets.
 */
export function applyRedirectRules(
  rules: readonly ContentRedirectRule[],
  location: { readonly path: string; readonly query?: string },
): RedirectTarget | undefined {
  const query = (location.query ?? '').replace(/^\?/, '');
  const path = trimSlash(location.path);
  for (const rule of rules) {
    const withQuery = rule.from_url.includes('?');
    const subject = withQuery ? `${path}${query ? `?${query}` : ''}` : path;
    const [fromPath = '', fromQuery] = rule.from_url.split('?', 2) as [string, string | undefined];
    const pattern = withQuery ? `${trimSlash(fromPath)}?${fromQuery}` : trimSlash(fromPath);
    const regex = new RegExp(`^${pattern.split('*').map(escape).join('(.*)')}$`);
    const match = regex.exec(subject);
    if (!match) continue;
    const captures = match.slice(1);
    let i = 0;
    let url = rule.to_url.replace(/\*/g, () => captures[i++] ?? '');
    const external = rule.is_external === true;
    if (!external && !withQuery && query && !url.includes('?')) url = `${url}?${query}`;
    return { url, external };
  }
  return undefined;
}
