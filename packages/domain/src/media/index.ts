export type { IpxModifiers } from './ipx';
export { ipxUrl, ipxModifiers, ipxSrcSet, heightForWidth, steppedImageWidth, IMAGE_WIDTH_STEP } from './ipx';
export { IMAGE_DEFAULTS } from './constants';
export type { Device } from './constants';
export { SCREEN_WIDTHS, MEDIA_BREAKPOINTS } from './constants';
export { deviceForWidth, mediaQuery } from './breakpoints';
