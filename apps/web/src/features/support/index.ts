/** The support feature's public face: its start-up module. The /support screen is a lazy chunk (SupportScreen.tsx). */
export { supportModule } from './support.module.ts';
