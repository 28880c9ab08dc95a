export { ResponsiveImage, type ResponsiveImageProps } from './ResponsiveImage';
export { buildSrcSet, queryLoader, IMAGE_DEFAULTS, type ImageLoader, type ImageLoaderArgs, type ImageFormat } from './loader';
