/** Where the prerender writes the site's origin; the server puts the origin the visitor sees in its place. */
export const ORIGIN_PLACEHOLDER = 'https://prerendered.invalid';

export interface PageParts {
  readonly path: string;
  readonly html: string;
  readonly headTags: string;
  /** The page's stylesheets (page-styles.ts). */
  readonly styles: string;
  readonly lang: string;
  readonly dir: string;
  /**
   * The payload, written into the page instead of preloaded from `{page}/_payload.json`: a player's page is rendered
   * for them alone and kept nowhere, so its payload has no address to be fetched from.
   */
  readonly payload?: string;
  /**
   * A campaign popup drawn for the page (features/campaign-popups/served), hidden, and the address of the script
   * that shows it: the popup goes after the app's root, the script into the head.
   */
  readonly servedPopup?: { readonly html: string; readonly script: string };
}

/**
 * JSON as the text of a data block: `<` escaped, so no `</script>` or `<!--` in a player's data (a name, a bonus's
 * description) can end the block or open markup. The content security policy allows no inline script; a data block
 * (`type="application/json"`) is never run, so it needs no exception.
 */
const inlinePayload = (payload: string): string =>
  `<script type="application/json" id="page-payload">${payload.replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029')}</script>`;

/** The index.html preloads of the first calls whose answers a page's payload carries, by the calls' paths. */
const bootPreloads = (paths: readonly string[]) => new RegExp(`\\s*<link rel="preload" as="fetch" crossorigin(?:="")? href="\\/(?:${paths.join('|')})[^"]*">`, 'g');
const BOOT_PRELOADS = bootPreloads(['nfx\\/i18n\\/locales', 'api\\/metadata\\.getgeneralinfo']);
const PLAYER_BOOT_PRELOADS = bootPreloads(['nfx\\/i18n\\/locales', 'api\\/metadata\\.getgeneralinfo', 'api\\/account\\.getInfo']);

/** The address of a page's payload (`{page}/_payload.json`). */
export const payloadUrl = (path: string): string => `${path.replace(/\/$/, '')}/_payload.json`;

/**
 * A prerendered page: the built index.html with the page's language and direction, its head (the static title and
 * description give way to the page's own), the resource hints React hoisted (the banner image) and a preload of the
 * payload in the head, and the rendered app in `#root`, marked so main.tsx hydrates it instead of rendering anew.
 */
export function pageHtml(template: string, page: PageParts): string {
  const hints: string[] = [];
  // React puts the preloads it hoists (images with fetchPriority high) before the markup when it renders no <head>
  const body = page.html.replace(/^(?:<link [^>]*\/?>)+/, (links) => (hints.push(links), ''));
  const preloadPayload = page.payload === undefined ? `<link rel="preload" as="fetch" crossorigin href="${payloadUrl(page.path)}">` : '';
  const root = template.match(/<div id="root">[\s\S]*?<\/div><\/div><\/div>/);
  // async: it runs as soon as it arrives, not after the app's script, and waits itself for the page to be parsed
  const popupScript = page.servedPopup ? `<script type="module" async src="${page.servedPopup.script}"></script>\n` : '';
  if (!root) throw new Error('index.html has no <div id="root"> with the boot frame');
  return template
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${page.lang}" dir="${page.dir}">`)
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    // the payload answers the locales and general info (and a player's page the session too): their boot preloads
    // would fetch them for nothing
    .replace(page.payload === undefined ? BOOT_PRELOADS : PLAYER_BOOT_PRELOADS, '')
    .replace('</head>', `${page.headTags}\n${hints.join('')}${preloadPayload}\n${popupScript}${page.styles}\n</head>`)
    // a function, not a string: `$&` or `$'` in a page's text (a price in dollars) would be read as patterns
    .replace(root[0], () => `<div id="root" data-prerendered="">${body}</div>${page.payload === undefined ? '' : inlinePayload(page.payload)}${page.servedPopup?.html ?? ''}`);
}
