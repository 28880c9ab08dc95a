/** The layouts: one chunk with the page frame's features (header, footer, session and support watchers). */
export { RootLayout } from './RootLayout.tsx';
export { DefaultLayout, EmptyLayout, GameLayout } from './layouts.tsx';
