import { MEDIA_BREAKPOINTS, type Device } from './constants';

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
