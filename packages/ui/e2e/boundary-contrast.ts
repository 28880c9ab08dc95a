/**
 * WCAG 1.4.11 for form controls, which axe does not check: the boundary that shows where a control is (its border,
 * or its fill) needs 3:1 against the surface behind it. Runs in the page (self-contained: no imports, no closures)
 * and returns one line per enabled control whose best boundary falls short.
 *
 * The boundary of a visible control is looked for on the control and on the ancestors that are its box (a field
 * group around an input with adornments, up to the field that also holds the label); that of a visually hidden input
 * (react-aria's checkbox, radio, switch) on the small elements drawn inside its label (the box, the circle, the track).
 */
export function weakBoundaries(minimum: number): string[] {
  type Rgba = [number, number, number, number];
  const parse = (value: string): Rgba | undefined => {
    const m = value.match(/rgba?\(([^)]+)\)/);
    if (!m) return undefined;
    const [r = 0, g = 0, b = 0, a = 1] = m[1]!.split(/[\s,/]+/).filter(Boolean).map(Number);
    return [r, g, b, a];
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const a = top[3];
    return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (x: Rgba, y: Rgba) => {
    const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };
  /** The colour behind an element: its ancestors' backgrounds, composited down to an opaque one. */
  const surfaceOf = (el: Element): Rgba => {
    const layers: Rgba[] = [];
    for (let node = el.parentElement; node; node = node.parentElement) {
      const bg = parse(getComputedStyle(node).backgroundColor);
      if (bg && bg[3] > 0) {
        layers.push(bg);
        if (bg[3] >= 1) break;
      }
    }
    return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
  };
  const bestRatio = (box: Element): number => {
    const style = getComputedStyle(box);
    const surface = surfaceOf(box);
    const colours: Rgba[] = [];
    for (const side of ['Top', 'Right', 'Bottom', 'Left'] as const) {
      const width = parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`));
      const colour = parse(style.getPropertyValue(`border-${side.toLowerCase()}-color`));
      if (width >= 1 && style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' && colour && colour[3] > 0) colours.push(over(colour, surface));
    }
    const fill = parse(style.backgroundColor);
    if (fill && fill[3] > 0) colours.push(over(fill, surface));
    return Math.max(0, ...colours.map((c) => contrast(c, surface)));
  };
  // a hidden native <select> (react-aria's, for autofill) sits in a label of its own: that is not the field's label
  const holdsVisibleLabel = (node: Element) =>
    [...node.querySelectorAll('label, [slot=label]')].some((l) => !l.closest('[aria-hidden=true]') && l.getBoundingClientRect().width > 1);
  const name = (el: Element) => el.getAttribute('aria-label') ?? el.closest('label, [data-rac]')?.textContent?.trim().slice(0, 40) ?? el.tagName;

  const weak: string[] = [];
  const controls = document.querySelectorAll('input:not([type=hidden]), textarea, select, [role=combobox], [role=spinbutton]');
  for (const control of controls) {
    if (control.closest('[disabled], [aria-disabled=true], [data-disabled], [data-readonly], [aria-hidden=true], #storybook-docs')) continue;
    const rect = control.getBoundingClientRect();
    const holder = control.parentElement?.getBoundingClientRect();
    // visually hidden: tiny itself, or clipped inside a 1 px holder (react-aria's VisuallyHidden)
    const hidden = rect.width < 4 || rect.height < 4 || (holder !== undefined && (holder.width <= 1 || holder.height <= 1));
    let boxes: Element[];
    if (hidden) {
      const label = control.closest('label');
      if (!label) continue;
      boxes = [...label.querySelectorAll('*')].filter((el) => {
        const r = el.getBoundingClientRect();
        return el !== control && r.width >= 8 && r.height >= 8 && r.width <= 64 && r.height <= 64;
      });
    } else {
      // the control and the boxes around it, up to (not including) the field that also holds its label
      boxes = [control];
      for (let node = control.parentElement, depth = 0; node && depth < 4; node = node.parentElement, depth += 1) {
        if (holdsVisibleLabel(node) || node.getBoundingClientRect().height > Math.max(rect.height, 24) * 3) break;
        boxes.push(node);
      }
    }
    const ratio = Math.max(0, ...boxes.map(bestRatio));
    if (ratio < minimum) weak.push(`${control.tagName.toLowerCase()}${control.getAttribute('type') ? `[type=${control.getAttribute('type')}]` : ''} "${name(control)}": ${ratio.toFixed(2)}:1`);
  }
  return weak;
}
