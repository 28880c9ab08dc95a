/** The site header: logo, main navigation, balance, theme, sign-in and log-out. */
export { Header } from './Header.tsx';
