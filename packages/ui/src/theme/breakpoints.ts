/** Spec part 1 §9: media breakpoints (px). `mobile` is up to 767, `tablet` 768–991, the rest are minimums. */
export const breakpoints = {
  mobile: { max: 767 },
  tablet: { min: 768, max: 991 },
  laptop: { min: 992 },
  laptopLg: { min: 1280 },
  desktopSm: { min: 1366 },
  desktop: { min: 1440 },
  desktopMd: { min: 1696 },
  desktopLg: { min: 1920 },
} as const;

/** Spec part 1 §9: screen widths (px). */
export const screens = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;

export type Breakpoint = keyof typeof breakpoints;
export type Screen = keyof typeof screens;
