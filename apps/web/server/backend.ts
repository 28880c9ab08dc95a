/**
 * Every path the backend answers (the sandbox in development and tests); the app is same-origin with it through a
 * proxy: Vite's in development and preview, `server/main.ts` in production.
 */
export const BACKEND_PATHS = ['/api', '/nfx', '/content', '/hit', '/oauth', '/_ipx', '/static', '/pay', '/platform', '/__sandbox'] as const;

export const isBackendPath = (pathname: string): boolean => BACKEND_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
