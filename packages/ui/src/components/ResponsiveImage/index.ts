export { ResponsiveImage, type ResponsiveImageProps } from './ResponsiveImage';
export { buildSrcSet, queryLoader, type ImageLoader, type ImageLoaderArgs, type ImageFormat } from './loader';
