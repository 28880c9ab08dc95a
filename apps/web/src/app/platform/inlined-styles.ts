/**
 * The pages carry some stylesheets inline, as `<style data-href="/assets/…css">` (the initial one in index.html, a
 * prerendered page's screens too), so the first paint waits for no request. Vite's preload helper knows a stylesheet
 * is on the page only from a `<link rel="stylesheet">` to it: without one, a lazy chunk would fetch and apply the same
 * file again. The links are made here, disabled, before any chunk loads. Not in the HTML: the browser's preload
 * scanner fetches even a disabled link it reads there, one request per file ahead of everything else.
 */
export function linkInlinedStylesheets(doc: Document = document): void {
  for (const style of doc.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const href = style.dataset.href!;
    if (doc.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.disabled = true;
    link.href = href;
    style.after(link);
  }
}
