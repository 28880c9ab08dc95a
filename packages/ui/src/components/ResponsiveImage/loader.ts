export type ImageFormat = 'webp' | 'avif' | 'jpeg' | 'png';
export type ImageLoaderArgs = { src: string; width: number; quality: number; format: ImageFormat };
/** Builds an image URL for a width/quality/format (the app plugs in its image CDN's rules). */
export type ImageLoader = (args: ImageLoaderArgs) => string;

/** Default loader: adds `w`, `q` and `fm` query parameters (data: and blob: URLs are left alone). */
export const queryLoader: ImageLoader = ({ src, width, quality, format }) => {
  if (/^(data|blob):/.test(src)) return src;
  const [path, hash = ''] = src.split('#');
  const sep = path!.includes('?') ? '&' : '?';
  return `${path}${sep}w=${width}&q=${quality}&fm=${format}${hash ? `#${hash}` : ''}`;
};

/** `srcset` for the given densities at a CSS width. */
export function buildSrcSet(src: string, width: number, loader: ImageLoader, quality: number, format: ImageFormat, densities: readonly number[]): string {
  return densities.map((d) => `${loader({ src, width: Math.round(width * d), quality, format })} ${d}x`).join(', ');
}
