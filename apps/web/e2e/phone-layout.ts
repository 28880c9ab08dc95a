/**
 * What the phone tour (e2e/phone-tour.spec.ts) asks of a screen at a phone's width, run inside the page. Each answer
 * is one line naming the element (tag, label or text, classes) and by how much it is off.
 *
 * - The document does not scroll sideways: its scroll width is at most the layout viewport's width.
 * - No visible interactive element (a link, button, field, `[role=button]`, `[tabindex]`) lies partly left of 0 or right
 *   of the screen's width. Exempt: an element inside a deliberate sideways scroller (an ancestor with `overflow-x`
 *   `auto` or `scroll`: the banner strip's snapping row, a scrolling tab list), where a player swipes to reach it; the
 *   scroller itself must then lie on the screen. Exempt too: what no one can see or reach (`inert`, `aria-hidden`,
 *   `visibility: hidden`), and the visually hidden (1 px boxes, as a skip link before it has focus).
 * - No text is cut by its container: a container with `overflow` `hidden` or `clip` whose text runs past its box
 *   sideways, unless it ends the text with an ellipsis on purpose (`text-overflow: ellipsis`) or is visually hidden.
 * - `frameShare`: on the game page, the game frame's height over the viewport's height.
 *
 * The width is passed in rather than read from `innerWidth`: a phone browser zooms a page that is too wide out to
 * fit it, and `innerWidth` then grows with the page and hides the overflow.
 */
export interface PhoneLayout {
  readonly problems: string[];
  /** The game frame's height / the viewport's height, where the screen has a game frame. */
  readonly frameShare?: number;
}

export function phoneLayout({ width, height }: { width: number; height: number }): PhoneLayout {
  const problems: string[] = [];
  const describe = (el: Element) => {
    const label = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText?.replace(/\s+/g, ' ').trim() ?? '';
    const classes = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
    return `${el.tagName.toLowerCase()}${classes}${label ? ` "${label.slice(0, 40)}"` : ''}`;
  };
  const unseen = (el: Element) =>
    !!el.closest('[inert], [aria-hidden=true]') || !el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
  const visuallyHidden = (el: Element) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const box = node.getBoundingClientRect();
      const style = getComputedStyle(node);
      if ((box.width <= 1 || box.height <= 1) && style.overflow !== 'visible') return true;
      if (style.clip !== 'auto' && style.clip !== '' && style.position === 'absolute') return true;
      if (style.clipPath.startsWith('inset(50%')) return true;
    }
    return false;
  };
  const scroller = (el: Element) => {
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const overflowX = getComputedStyle(node).overflowX;
      if (overflowX === 'auto' || overflowX === 'scroll') return node;
    }
    return undefined;
  };
  // the part of an element its ancestors let show: a link cut short by its title's ellipsis is seen only that far
  const shownBox = (el: Element) => {
    let { left, right } = el.getBoundingClientRect();
    // not the page's own boxes: what they cut off lies past the screen, which is the fault looked for
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      if (!['hidden', 'clip'].includes(getComputedStyle(node).overflowX)) continue;
      const box = node.getBoundingClientRect();
      left = Math.max(left, box.left + node.clientLeft);
      right = Math.min(right, box.left + node.clientLeft + node.clientWidth);
    }
    return new DOMRect(left, 0, Math.max(0, right - left), 0);
  };
  const off = (box: DOMRect) => box.left < -1 || box.right > width + 1;
  const span = (box: DOMRect) => `${Math.round(box.left)}…${Math.round(box.right)} px`;

  const doc = document.documentElement;
  if (doc.scrollWidth > width) problems.push(`the document scrolls sideways: ${doc.scrollWidth} px wide on a ${width} px screen`);

  const scrollersOff = new Set<Element>();
  for (const el of document.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea, [role=button], [tabindex]')) {
    if (unseen(el) || visuallyHidden(el)) continue;
    const whole = el.getBoundingClientRect();
    if (whole.width === 0 && whole.height === 0) continue;
    const box = shownBox(el);
    if (box.width === 0) continue;
    const row = scroller(el);
    if (row) {
      const rowBox = row.getBoundingClientRect();
      if (off(rowBox) && !scrollersOff.has(row)) {
        scrollersOff.add(row);
        problems.push(`a sideways scroller runs off the screen: ${describe(row)} at ${span(rowBox)}`);
      }
      continue;
    }
    if (off(box)) problems.push(`past the screen's edge: ${describe(el)} at ${span(box)}`);
  }

  // each text is judged against its nearest container that does not let it overflow (a nested one is judged itself)
  const container = (node: Node) => {
    for (let el = node.parentElement; el; el = el.parentElement) if (getComputedStyle(el).overflowX !== 'visible') return el;
    return undefined;
  };
  for (const el of [doc, document.body, ...document.body.querySelectorAll('*')]) {
    const style = getComputedStyle(el);
    if (!['hidden', 'clip'].includes(style.overflowX)) continue;
    // `clip` makes no scroll container, so its scroll width may not count what it cuts: such a box is always read
    if (style.overflowX === 'hidden' && el.scrollWidth <= el.clientWidth + 1) continue;
    if (style.textOverflow === 'ellipsis' || unseen(el) || visuallyHidden(el)) continue;
    // the text itself must run past the box: a wide image or a decoration cut on purpose is not text
    const box = el.getBoundingClientRect();
    const left = el === doc ? 0 : box.left + el.clientLeft;
    const right = el === doc ? width : left + el.clientWidth;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!text.textContent?.trim() || container(text) !== el) continue;
      const parent = text.parentElement!;
      if (unseen(parent) || getComputedStyle(parent).textOverflow === 'ellipsis') continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const cut = [...range.getClientRects()].find((r) => r.width > 0 && (r.left < left - 1 || r.right > right + 1));
      if (cut) {
        problems.push(`text cut by ${describe(el)} (overflow ${style.overflowX}, box ${Math.round(left)}…${Math.round(right)} px): "${text.textContent.trim().slice(0, 40)}" at ${span(cut)}`);
        break;
      }
    }
  }

  const frame = location.pathname.match(/^(\/[a-z]{2})?\/game\//) ? document.querySelector('main iframe') : null;
  return { problems, frameShare: frame ? frame.getBoundingClientRect().height / height : undefined };
}
