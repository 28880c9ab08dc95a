import { IMAGE_DEFAULTS } from './constants';

/** Image proxy /_ipx modifiers: f, fit, w, h, s, q, b joined with "&". */
export interface IpxModifiers {
  /** Format; default webp. */
  readonly format?: string;
  readonly fit?: 'cover' | 'contain' | 'fill' | 'inside' | 'outside' | (string & {});
  readonly width?: number;
  readonly height?: number;
  /** Resize "WxH". */
  readonly resize?: string;
  /** Quality; default 95. */
  readonly quality?: number;
  /** Background colour, e.g. "ffffff". */
  readonly background?: string;
}

/**
 * The modifier segment, e.g. "f_webp&w_200&q_95". A width with a height becomes one box, `s_{w}x{h}` (as the
 * product's image module writes it): ipx applies `w_` and `h_` as two separate resizes, the last one winning, so
 * `fit` would never see the box.
 */
export function ipxModifiers(modifiers: IpxModifiers = {}, defaultQuality: number = IMAGE_DEFAULTS.quality): string {
  const parts: string[] = [`f_${modifiers.format ?? IMAGE_DEFAULTS.format}`];
  if (modifiers.fit) parts.push(`fit_${modifiers.fit}`);
  const box = modifiers.width !== undefined && modifiers.height !== undefined && !modifiers.resize;
  if (box) parts.push(`s_${Math.round(modifiers.width!)}x${Math.round(modifiers.height!)}`);
  else {
    if (modifiers.width !== undefined) parts.push(`w_${Math.round(modifiers.width)}`);
    if (modifiers.height !== undefined) parts.push(`h_${Math.round(modifiers.height)}`);
  }
  if (modifiers.resize) parts.push(`s_${modifiers.resize}`);
  parts.push(`q_${modifiers.quality ?? defaultQuality}`);
  if (modifiers.background) parts.push(`b_${modifiers.background.replace(/^#/, '')}`);
  return parts.join('&');
}

/** "/_ipx/{modifiers}/{src}"; an absolute source address is kept whole after the modifiers. */
export function ipxUrl(src: string, modifiers: IpxModifiers = {}, defaultQuality?: number): string {
  const path = /^https?:\/\//.test(src) ? src : src.replace(/^\/+/, '');
  return `/_ipx/${ipxModifiers(modifiers, defaultQuality)}/${path}`;
}

/** A srcset for densities 1 and 2: width and height scale with the density. */
export function ipxSrcSet(src: string, modifiers: IpxModifiers = {}, densities: readonly number[] = IMAGE_DEFAULTS.densities): string {
  return densities
    .map((d) => {
      const scaled: IpxModifiers = {
        ...modifiers,
        ...(modifiers.width !== undefined ? { width: modifiers.width * d } : {}),
        ...(modifiers.height !== undefined ? { height: modifiers.height * d } : {}),
      };
      return `${ipxUrl(src, scaled)} ${d}x`;
    })
    .join(', ');
}

/** The height for a width at the default ratio 1.3 (or a given one). */
export function heightForWidth(width: number, ratio: number = IMAGE_DEFAULTS.ratio): number {
  return Math.round(width * ratio);
}

/** Image widths asked of the proxy are multiples of this many CSS pixels. */
export const IMAGE_WIDTH_STEP = 40;

/**
 * The width to ask the image proxy for, for an image laid out `width` CSS pixels wide: rounded up to a step.
 * A grid that measures itself after its first render (a prerendered games hall hydrating on a phone: 180 px
 * unmeasured, 184 px measured) would otherwise ask for every visible image a second time at a size a few pixels
 * off; within a step the address stays the same and the browser keeps the image it has. It also keeps the proxy's
 * cache to a few sizes per image.
 */
export function steppedImageWidth(width: number, step: number = IMAGE_WIDTH_STEP): number {
  return Math.max(step, Math.ceil(width / step) * step);
}
