import { describe, expect, it, vi } from 'vitest';

describe('the dialog host loader', () => {
  it('loads the host once, whether preloaded or asked for by the first dialog', async () => {
    // a fresh copy of the module: another test file in this process may have loaded the host already
    vi.resetModules();
    const { loadDialogHost, loadedDialogHost, preloadDialogHost } = await import('./host-loader');
    expect(loadedDialogHost()).toBeUndefined();
    const preloading = preloadDialogHost();
    const asked = loadDialogHost();
    await expect(preloading).resolves.toBeUndefined();
    const host = await asked;
    expect(loadedDialogHost()).toBe(host);
    expect(await loadDialogHost()).toBe(host);
  });
});
