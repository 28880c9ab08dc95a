import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { font, layout, motion, radius, space } from './tokens';

const shared = { space, radius, font, motion, layout };

/** Dark theme, the default one. Contrast pairs checked for WCAG AA. */
export const darkTheme = createTheme(vars, {
  ...shared,
  color: {
    background: '#0f1420',
    surface: '#181f2e',
    surfaceRaised: '#222b3d',
    surfaceSunken: '#0b0f18',
    text: '#f2f4f8',
    textMuted: '#a9b3c5',
    textInverse: '#0f1420',
    border: '#3a4559',
    borderStrong: '#7d8aa3',
    primary: '#ffc23d',
    primaryHover: '#ffd36e',
    primaryPressed: '#e6a91f',
    onPrimary: '#1a1300',
    secondary: '#2f3a52',
    secondaryHover: '#3b4866',
    onSecondary: '#f2f4f8',
    accent: '#8fb4ff',
    danger: '#ff7b7b',
    onDanger: '#1f0000',
    success: '#4fd18b',
    warning: '#ffb347',
    info: '#6cb6ff',
    focus: '#8fb4ff',
    overlay: 'rgba(4, 7, 12, 0.72)',
    skeleton: '#222b3d',
    skeletonHighlight: '#2e3950',
  },
  elevation: {
    none: 'none',
    low: '0 1px 2px rgba(0,0,0,0.4)',
    medium: '0 4px 12px rgba(0,0,0,0.45)',
    high: '0 12px 32px rgba(0,0,0,0.55)',
  },
});

export const lightTheme = createTheme(vars, {
  ...shared,
  color: {
    background: '#f5f6fa',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#eceef4',
    text: '#141824',
    textMuted: '#4e586b',
    textInverse: '#ffffff',
    border: '#c9cfdb',
    borderStrong: '#6b7487',
    primary: '#8a5a00',
    primaryHover: '#744b00',
    primaryPressed: '#5f3d00',
    onPrimary: '#ffffff',
    secondary: '#e3e7f0',
    secondaryHover: '#d3d9e6',
    onSecondary: '#141824',
    accent: '#1f56c4',
    danger: '#b3261e',
    onDanger: '#ffffff',
    success: '#1b7a45',
    warning: '#8a5300',
    info: '#1f56c4',
    focus: '#1f56c4',
    overlay: 'rgba(20, 24, 36, 0.5)',
    skeleton: '#e3e7f0',
    skeletonHighlight: '#f1f3f8',
  },
  elevation: {
    none: 'none',
    low: '0 1px 2px rgba(20,24,36,0.12)',
    medium: '0 4px 12px rgba(20,24,36,0.14)',
    high: '0 12px 32px rgba(20,24,36,0.2)',
  },
});

/** Theme class names by name, for `UiProvider theme="light"` or manual switching. */
export const themeClass = { dark: darkTheme, light: lightTheme } as const;
export type ThemeName = keyof typeof themeClass;

for (const theme of [darkTheme, lightTheme]) {
  globalStyle(`:where(.${theme})`, {
    colorScheme: theme === darkTheme ? 'dark' : 'light',
    backgroundColor: vars.color.background,
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeMd,
    lineHeight: vars.font.lineHeight,
  });
}

globalStyle(`:where(.${darkTheme}, .${lightTheme}) *, :where(.${darkTheme}, .${lightTheme}) *::before, :where(.${darkTheme}, .${lightTheme}) *::after`, {
  boxSizing: 'border-box',
});

globalStyle(`:where(.${darkTheme}, .${lightTheme}) *`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
