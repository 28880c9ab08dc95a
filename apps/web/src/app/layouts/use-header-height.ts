import { startTransition, useEffect, useState } from 'react';

/** The page header: the first `<header>` of the document (dialog and card headers come later, in portals). */
const findHeader = (root: ParentNode): Element | null => root.querySelector('header');

/**
 * The rendered height of the page header in px, followed as it changes: the header wraps onto more lines on a phone,
 * grows with a larger font, and is replaced when the layout changes (or missing, 0, in the empty layout). Toasts
 * sit right under it. It measures the header from the outside, so the header's own markup need not know about it.
 */
export function useHeaderHeight(root: ParentNode & Node = globalThis.document?.body): number | undefined {
  const [height, setHeight] = useState<number>();
  useEffect(() => {
    if (!root) return;
    let header: Element | null = null;
    // a transition: on a prerendered page, parts still hydrating wait for it instead of being thrown away and drawn anew
    const show = (px: number) => startTransition(() => setHeight(Math.round(px)));
    // The observer reports the size once the browser has laid the page out, and again on every change: asking the
    // element (getBoundingClientRect) while the page is starting forced a layout of the whole page in the middle of
    // hydration, a long task on a phone.
    const resize =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver((entries) => {
            const entry = entries.findLast((e) => e.target === header);
            if (entry) show(entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height);
          });
    const follow = () => {
      const next = findHeader(root);
      if (next === header) return;
      if (header) resize?.unobserve(header);
      header = next;
      if (!header) show(0);
      else if (resize) resize.observe(header); // it reports the new header's size on its own
      else show(header.getBoundingClientRect().height);
    };
    follow();
    // layouts come and go with routes and fatal pages: look again whenever the page's elements change
    const mutations = typeof MutationObserver === 'undefined' ? undefined : new MutationObserver(follow);
    mutations?.observe(root, { childList: true, subtree: true });
    return () => {
      mutations?.disconnect();
      resize?.disconnect();
    };
  }, [root]);
  return height;
}
