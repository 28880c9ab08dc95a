/** Screen widths (px), from the narrowest phone to a wide desktop. This file is a leaf: @casino/ui imports it. */
export const SCREEN_WIDTHS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;

/** Media breakpoints: minimum widths (mobile up to 767, tablet 768–991, laptop 992–1279, …). */
export const MEDIA_BREAKPOINTS = {
  mobile: 0, tablet: 768, laptop: 992, laptopLg: 1280, desktopSm: 1366, desktop: 1440, desktopMd: 1696, desktopLg: 1920,
} as const;

export type Device = keyof typeof MEDIA_BREAKPOINTS;

/** The breakpoint tier a viewport width falls in. */
export function deviceForWidth(width: number): Device {
  let device: Device = 'mobile';
  for (const [name, min] of Object.entries(MEDIA_BREAKPOINTS) as [Device, number][]) if (width >= min) device = name;
  return device;
}

/** A min-width media query for a tier, e.g. "(min-width: 768px)". */
export function mediaQuery(device: Device): string {
  return `(min-width: ${MEDIA_BREAKPOINTS[device]}px)`;
}
