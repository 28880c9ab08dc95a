// Media constants with no imports of their own: @casino/ui reads them through the subpath
// `@casino/domain/media/constants`, the one file of ours the layering rules let ui import.

/** Screen widths (px), from the narrowest phone to a wide desktop. */
export const SCREEN_WIDTHS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;

/** Media breakpoints: minimum widths (mobile up to 767, tablet 768–991, laptop 992–1279, …). */
export const MEDIA_BREAKPOINTS = {
  mobile: 0, tablet: 768, laptop: 992, laptopLg: 1280, desktopSm: 1366, desktop: 1440, desktopMd: 1696, desktopLg: 1920,
} as const;

/** A breakpoint tier's name. */
export type Device = keyof typeof MEDIA_BREAKPOINTS;

/** Images: quality 95, webp, 1x and 2x densities, height = width × 1.3 unless a ratio is given. */
export const IMAGE_DEFAULTS = { quality: 95, format: 'webp', densities: [1, 2], ratio: 1.3 } as const;
