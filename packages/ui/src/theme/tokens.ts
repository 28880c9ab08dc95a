/** Theme-independent tokens shared by dark and light themes. */
export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
};

export const radius = { none: '0', sm: '4px', md: '8px', lg: '12px', xl: '16px', full: '9999px' };

export const font = {
  family: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  familyMono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  sizeXs: '12px',
  sizeSm: '14px',
  sizeMd: '16px',
  sizeLg: '18px',
  sizeXl: '22px',
  sizeXxl: '28px',
  weightRegular: '400',
  weightMedium: '500',
  weightBold: '700',
  lineHeight: '1.5',
  lineHeightTight: '1.2',
};

export const motion = {
  durationFast: '120ms',
  durationNormal: '200ms',
  durationSlow: '320ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
  easingEmphasized: 'cubic-bezier(0.3, 0, 0, 1.2)',
};

/** Layout sizes; `listItemMinHeight` is the minimum height of a select or combo-box option. */
export const layout = {
  headerHeight: '64px',
  controlHeightSm: '32px',
  controlHeightMd: '40px',
  controlHeightLg: '48px',
  listItemMinHeight: '36px',
};
