/** The support feature's public face. The /support screen and the chat are lazy chunks of their own. */
export { supportModule } from './support.module.ts';
export { SupportWatchers } from './startup/SupportWatchers.tsx';
