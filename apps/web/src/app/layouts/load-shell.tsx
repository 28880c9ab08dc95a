import type { ComponentType } from 'react';
import { Outlet } from 'react-router';

export type ShellLayouts = Record<keyof typeof import('./shell.ts'), ComponentType>;

/** What stands in when the layouts' chunk cannot load (after the one reload `installPreloadRecovery` allows): the routes' own pages. */
function BarePage() {
  return <Outlet />;
}
const standIns: ShellLayouts = { RootLayout: BarePage, DefaultLayout: BarePage, EmptyLayout: BarePage, GameLayout: BarePage };

/**
 * Fetches the layouts and the features that frame every page (header, footer, session and support watchers, the
 * popups an address asks for) as a chunk of their own. `main.tsx` starts it beside the first calls and makes the
 * router once it is there, so the entry chunk carries none of their code and no page shows without its frame.
 */
export function loadShell(): Promise<ShellLayouts> {
  return import('./shell.ts').catch(() => standIns);
}
