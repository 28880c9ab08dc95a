/** The installable app's offer to install (the service worker itself is registered in src/app/platform). */
export { InstallPrompt } from './InstallPrompt.tsx';
