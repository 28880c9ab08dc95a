/**
 * The two servers a browser suite runs against, as Playwright `webServer` entries: the sandbox (in memory, in
 * development mode, so faults and the outbox work) and the app in front of it. The production suite
 * (playwright.config.ts) serves the build with `vite preview`; the development tour (playwright.dev.config.ts) runs
 * `npm start`'s own commands.
 */
export function sandboxServer(command: string, sandboxPort: number, appPort: number) {
  return {
    command,
    url: `http://127.0.0.1:${sandboxPort}/__sandbox/health`,
    env: { SANDBOX_PORT: String(sandboxPort), SANDBOX_DATA_DIR: 'memory://', SANDBOX_MODE: 'development', APP_ORIGIN: `http://localhost:${appPort}` },
    reuseExistingServer: false,
    timeout: 60_000,
  };
}

export function appServer(command: string, appPort: number, sandboxPort: number, timeout: number) {
  return { command, url: `http://localhost:${appPort}/`, env: { PORT: String(appPort), SANDBOX_PORT: String(sandboxPort) }, reuseExistingServer: false, timeout };
}
