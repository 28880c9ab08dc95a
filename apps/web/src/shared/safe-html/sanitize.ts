import DOMPurify from 'dompurify';

/**
 * HTML from the content configuration or the server, made safe to render: scripts, event handlers, `javascript:`
 * URLs, forms and their controls, and frames are removed; links that leave the site open in a new tab without an opener.
 */
export function sanitizeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'object', 'embed', 'template', 'noscript'],
    FORBID_ATTR: ['style'],
    RETURN_TRUSTED_TYPE: false,
  });
  const template = document.createElement('template');
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
