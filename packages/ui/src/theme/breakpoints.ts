import { MEDIA_BREAKPOINTS as tier, SCREEN_WIDTHS, type Device } from '@casino/domain/media/constants';

// The product's widths live in @casino/domain (its one file ui may import, see .dependency-cruiser.cjs);
// here they become ranges for media queries. `mobile` and `tablet` end where the next tier starts; the
// wider tiers are open-ended "from" ranges.
export const breakpoints = {
  mobile: { max: tier.tablet - 1 },
  tablet: { min: tier.tablet, max: tier.laptop - 1 },
  laptop: { min: tier.laptop },
  laptopLg: { min: tier.laptopLg },
  desktopSm: { min: tier.desktopSm },
  desktop: { min: tier.desktop },
  desktopMd: { min: tier.desktopMd },
  desktopLg: { min: tier.desktopLg },
} as const satisfies Record<Device, { min?: number; max?: number }>;

/** Screen widths (px) for `screenUp`. */
export const screens = SCREEN_WIDTHS;

export type Breakpoint = keyof typeof breakpoints;
export type Screen = keyof typeof screens;
