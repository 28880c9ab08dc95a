export type { IpxModifiers } from './ipx';
export { ipxUrl, ipxModifiers, ipxSrcSet, heightForWidth, IMAGE_DEFAULTS } from './ipx';
export type { Device } from './breakpoints';
export { SCREEN_WIDTHS, MEDIA_BREAKPOINTS, deviceForWidth, mediaQuery } from './breakpoints';
