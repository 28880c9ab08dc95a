export { vars } from './contract.css';
export { darkTheme, lightTheme, themeClass, type ThemeName } from './themes.css';
export { breakpoints, screens, type Breakpoint, type Screen } from './breakpoints';
export { media, up, down, screenUp } from './media';
export { focusRing, visuallyHidden } from './utils.css';
