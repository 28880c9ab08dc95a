import DOMPurify from 'dompurify';

/** The window the sanitiser parses in: the page's own, or (for the prerender in Node) one `sanitizeIn` hands over. */
let parsing: { purify: typeof DOMPurify; window: Window } | undefined = typeof window === 'undefined' ? undefined : { purify: DOMPurify, window };

/** For the prerender (Node has no DOM): sanitise in this window (a jsdom one), with the same rules as in the browser. */
export function sanitizeIn(window: Window): void {
  parsing = { purify: DOMPurify(window as unknown as Parameters<typeof DOMPurify>[0]), window };
}

/**
 * HTML from the content configuration or the server, made safe to render: scripts, event handlers, `javascript:`
 * URLs, forms and their controls, and frames are removed; links that leave the site open in a new tab without an opener.
 */
export function sanitizeHtml(html: string): string {
  if (!parsing) throw new Error('sanitizeHtml: no window to parse in (the prerender calls sanitizeIn first)');
  const { purify, window } = parsing;
  const clean = purify.sanitize(withoutHandlerAttributes(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'object', 'embed', 'template', 'noscript'],
    FORBID_ATTR: ['style'],
    RETURN_TRUSTED_TYPE: false,
  });
  const template = window.document.createElement('template');
  template.innerHTML = clean;
  for (const link of template.content.querySelectorAll('a[href]')) {
    const href = link.getAttribute('href') ?? '';
    if (/^https?:\/\//i.test(href) && new URL(href).origin !== window.location.origin) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
  }
  return template.innerHTML;
}

/** An opening tag, and an event-handler attribute in it (`onerror=…`, also after a `/` as in `<img/onerror=…>`). */
const OPENING_TAG = /<[a-z][^>]*>/gi;
const HANDLER_ATTRIBUTE = /[\s/]on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+)/gi;

/**
 * Event-handler attributes taken out of the markup's opening tags before anything parses it. DOMPurify removes them
 * anyway and nothing in its parsed copy ever runs, but the browser checks every handler it parses against the
 * content security policy, even in an inert document, and reports a violation for each: content with handlers in
 * it would fill the policy's reports with alarms about code that was never going to run. What this simple pass
 * misses (a `>` inside a quoted value before the handler) is still removed by DOMPurify.
 */
export function withoutHandlerAttributes(html: string): string {
  return html.replace(OPENING_TAG, (tag) => tag.replace(HANDLER_ATTRIBUTE, (found) => (found.startsWith('/') ? '/' : '')));
}
